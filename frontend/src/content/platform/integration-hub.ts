import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** /platform/integration-hub (SPEC §2, Platform pages). */
export const INTEGRATION_HUB: PageContent = {
  path: '/platform/integration-hub',
  schema: 'SoftwareApplication',
  seo: {
    title: 'Integration Hub: AWS, Azure, Google Cloud and MQTT | LoRaWAN Sensors',
    description:
      'Send decoded LoRaWAN sensor data to AWS IoT Core, Azure IoT Hub, Google Cloud IoT or any MQTT broker. Guided connectors set up in 5 minutes, MQTT in 2.',
    keywords: ['LoRaWAN AWS IoT Core', 'LoRaWAN Azure IoT Hub', 'MQTT integration', 'IoT cloud connector'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Integration Hub',
      title: 'Your sensor data, in the cloud you already use',
      lead: 'Pick a connector, paste your credentials, choose the devices. Decoded readings arrive in your cloud account in the format it expects, with retries and a dead-letter queue when it is unreachable.',
      image: sitePicture(
        'integration-hub',
        "A weather station's data flowing through the hub to AWS IoT Core, Azure IoT Hub, Google Cloud and an MQTT broker",
      ),
      actions: [
        { label: 'Talk to an integration engineer', to: '/contact', primary: true },
        { label: 'Back to the platform', to: '/platform' },
      ],
    },
    {
      kind: 'features',
      title: 'Connectors',
      lead: 'Each connector is maintained by us and tested against the provider on every release.',
      columns: 4,
      features: [
        {
          title: 'AWS IoT Core',
          meta: 'Setup: 5 minutes',
          text: 'Publishes to an IoT Core topic per device with X.509 credentials; rules route readings on to Timestream, S3 or Lambda.',
          action: { label: 'Request a connection' },
        },
        {
          title: 'Azure IoT Hub',
          meta: 'Setup: 5 minutes',
          text: 'Creates device twins and sends telemetry to IoT Hub, ready for Stream Analytics and Azure Digital Twins.',
          action: { label: 'Request a connection' },
        },
        {
          title: 'Google Cloud IoT',
          meta: 'Setup: 5 minutes',
          text: 'Streams readings into Pub/Sub topics, for BigQuery tables and Dataflow pipelines.',
          action: { label: 'Request a connection' },
        },
        {
          title: 'MQTT brokers',
          meta: 'Setup: 2 minutes',
          text: 'Publishes JSON to any MQTT 3.1.1 or 5 broker (Mosquitto, HiveMQ, EMQX) over TLS, with topics you template.',
          action: { label: 'Request a connection' },
        },
      ],
    },
    {
      kind: 'steps',
      title: 'How a connector is set up',
      steps: [
        { title: 'Choose the destination', text: 'Pick AWS, Azure, Google Cloud or MQTT, and the region or broker address.' },
        { title: 'Authorise', text: 'Upload a certificate or paste a connection string; secrets are encrypted with AES-256.' },
        { title: 'Select devices', text: 'Send every device, a group, or only those with a tag.' },
        { title: 'Watch it flow', text: 'The live log shows each delivered message and any error from the provider.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Need a connector we do not list?',
      text: 'Kafka, InfluxDB, SAP and OSIsoft PI are available as custom integrations on Enterprise plans.',
      actions: [
        { label: 'Contact sales', to: '/contact', primary: true },
        { label: 'Explore the platform', to: '/platform' },
      ],
    },
  ],
};
