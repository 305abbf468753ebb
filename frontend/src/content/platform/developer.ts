import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';
import { SITE } from '../../lib/site.js';

/**
 * The API the samples call: this site's own origin (the gateway writes its address over the placeholder in every page
 * it sends), so a sample copied from the page names a host that answers.
 */
const API = `${SITE.origin}/api/v1`;

/** The tab samples (SPEC: JavaScript first; REST with a bearer API key; WebSocket auth then subscribe). */
export const CODE_SAMPLES = [
  {
    label: 'JavaScript',
    caption: 'Install @lorawan-sensors/sdk from npm, then list devices and react to every new reading.',
    code: `import { Client } from '@lorawan-sensors/sdk';

const client = new Client({
  baseUrl: '${API}',
  apiKey: process.env.LORAWAN_API_KEY,
});

const devices = await client.devices.list({ site: 'cold-store-2' });
console.log(\`\${devices.length} devices on site\`);

client.uplinks.subscribe({ deviceId: 'a84041000181c061' }, (reading) => {
  if (reading.temperature > 5) console.warn('Cold room above 5 °C', reading);
});`,
  },
  {
    label: 'Python',
    caption: 'pip install lorawan-sensors, then pull a day of readings into pandas.',
    code: `import os

from lorawan_sensors import Client
import pandas as pd

client = Client(
    base_url="${API}",
    api_key=os.environ["LORAWAN_API_KEY"],
)

readings = client.devices.data(
    device_id="a84041000181c061",
    start="2025-01-19T00:00:00Z",
    end="2025-01-20T00:00:00Z",
)
frame = pd.DataFrame(readings)
print(frame["soil_moisture"].describe())`,
  },
  {
    label: 'REST',
    caption: 'Every call carries your API key as a bearer token.',
    code: `# List your devices
curl ${API}/devices \\
  -H "Authorization: Bearer $LORAWAN_API_KEY"

# Read one device's data
curl "${API}/devices/a84041000181c061/data?limit=96" \\
  -H "Authorization: Bearer $LORAWAN_API_KEY"

# Send a command to a device
curl -X POST ${API}/devices/a84041000181c061/commands \\
  -H "Authorization: Bearer $LORAWAN_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"command": "set_interval", "params": {"seconds": 900}}'`,
  },
  {
    label: 'WebSocket',
    caption: 'Open one connection, authenticate, and subscribe to the devices you want to follow.',
    // A WebSocket takes an http(s) address too and opens it as ws(s): the one origin the gateway writes in.
    code: `const socket = new WebSocket('${API}/stream');

socket.addEventListener('open', () => {
  socket.send(JSON.stringify({ type: 'auth', apiKey: LORAWAN_API_KEY }));
  socket.send(JSON.stringify({
    type: 'subscribe',
    devices: ['a84041000181c061', 'a84041000181c062'],
    events: ['uplink', 'alarm'],
  }));
});

socket.addEventListener('message', (event) => {
  const message = JSON.parse(event.data);
  if (message.type === 'uplink') console.log(message.deviceId, message.payload);
});`,
  },
];

/** /platform/developer (SPEC §2, Platform pages). */
export const DEVELOPER: PageContent = {
  path: '/platform/developer',
  schema: 'SoftwareApplication',
  seo: {
    title: 'Developer Tools: LoRaWAN APIs and SDKs | LoRaWAN Sensors',
    description:
      'REST and WebSocket APIs, SDKs for JavaScript, Python, Go and Java, and webhooks for building on LoRaWAN sensor data, with samples and documentation.',
    keywords: ['LoRaWAN API', 'IoT SDK', 'WebSocket IoT', 'LoRaWAN developer'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Developer Tools',
      title: 'APIs and SDKs for building on LoRaWAN data',
      lead: 'Everything you can do in the console you can do in code: register devices, read decoded uplinks, send downlink commands and stream events as they happen.',
      image: sitePicture('developer', "JavaScript listing the online devices with the SDK, and the REST API's JSON answer for one device"),
      actions: [
        { label: 'Request API access', to: '/contact', primary: true },
        { label: 'Back to the platform', to: '/platform' },
      ],
    },
    {
      kind: 'features',
      title: 'One API for the whole platform',
      columns: 4,
      features: [
        {
          title: 'REST API',
          text: 'Resource-oriented endpoints for devices, gateways, data and commands, with cursor paging and predictable errors.',
        },
        { title: 'Real-time streams', text: 'A WebSocket stream of uplinks, joins and alarms, filtered by device, group or event type.' },
        { title: 'Webhooks', text: 'Signed HTTP callbacks for every event, retried with back-off for 24 hours when your endpoint is down.' },
        { title: 'Scoped API keys', text: 'Keys limited to one workspace, read-only or read-write, revoked at once from the console.' },
      ],
    },
    {
      kind: 'features',
      title: 'SDKs for the languages you use',
      lead: 'The SDKs are available on request: ask, and we send the package and its guide with your API access.',
      tone: 'tinted',
      columns: 4,
      features: [
        {
          title: 'JavaScript',
          meta: 'Node.js 18+ and browsers',
          text: 'Typed client with TypeScript definitions and async iterators for paged lists.',
          action: { label: 'Request the SDK' },
        },
        {
          title: 'Python',
          meta: 'Python 3.10+',
          text: 'Sync and asyncio clients that hand readings straight to pandas.',
          action: { label: 'Request the SDK' },
        },
        {
          title: 'Go',
          meta: 'Go 1.21+',
          text: 'A context-aware client with no dependencies beyond the standard library.',
          action: { label: 'Request the SDK' },
        },
        {
          title: 'Java',
          meta: 'Java 17+',
          text: 'A builder-style client for Spring and plain JVM services, published to Maven Central.',
          action: { label: 'Request the SDK' },
        },
      ],
    },
    { kind: 'code', title: 'Try it in your language', samples: CODE_SAMPLES },
    {
      kind: 'features',
      title: 'Documentation',
      lead: 'Published with every release of the API.',
      features: [
        {
          title: 'API Reference',
          meta: '/docs/api-reference',
          text: 'Every endpoint, parameter and error code, generated from the OpenAPI specification.',
        },
        { title: 'SDK Guides', meta: '/docs/sdks', text: 'Installation, authentication and idioms for each of the four SDKs.' },
        { title: 'Tutorials', meta: '/docs/tutorials', text: 'Step-by-step builds, from a first uplink to a dashboard for a whole site.' },
        {
          title: 'Code Examples',
          meta: '/docs/examples',
          text: 'Small, runnable programs: decoders, alert bots, data exports and downlink schedulers.',
        },
        { title: 'Webhooks', meta: '/docs/webhooks', text: 'Event payloads, signature checks and retry behaviour for every webhook.' },
        {
          title: 'Community',
          meta: '/community',
          text: 'Questions and answers from developers and our engineers, with answers within a working day.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Build your integration with an engineer beside you',
      text: 'Our solutions engineers review your architecture and get your first devices reporting through the API.',
      actions: [
        { label: 'Contact sales', to: '/contact', primary: true },
        { label: 'Explore the platform', to: '/platform' },
      ],
    },
  ],
};
