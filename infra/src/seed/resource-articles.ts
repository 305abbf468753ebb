import type { SeedArticle } from './articles.js';

/** The seed's pictures the resource articles reuse, by what they show. */
export interface SeedPictures {
  field: string;
  coldChain: string;
  coverage: string;
  level: string;
  air: string;
  battery: string;
}

/**
 * The resources page's guides, tutorials, case studies and webinars (RESOURCE_TAGS): blog posts tagged by kind,
 * dated before the seed's other posts so that "From the blog" keeps showing those. A webinar's post is its summary;
 * its recording is available on request (the post's page offers that request).
 */
export function resourceArticles(p: SeedPictures): SeedArticle[] {
  return [
    {
      kind: 'blogs',
      slug: 'getting-started-from-unboxing-a-gateway-to-your-first-dashboard',
      title: 'Getting started: from unboxing a gateway to your first dashboard',
      tags: ['guide', 'LoRaWAN'],
      publishedAt: '2025-03-04T08:00:00.000Z',
      excerpt:
        'From unboxing a gateway to your first sensor reading on a dashboard, in about an hour: power, backhaul, registration, join and decoding.',
      content:
        'This guide takes you from a gateway still in its box to a sensor reporting on a dashboard. Set aside an hour, a network cable or a SIM card for the gateway, and one of our sensors with its QR label.\n\n' +
        'Mount the gateway as high as you can, indoors near a window for a first test, and connect it to the internet by Ethernet or LTE. Register it in the console with its gateway EUI, printed on its label; within a minute the console shows it online and its last heartbeat.\n\n' +
        'Scan the sensor\u2019s QR code in the console, or type its DevEUI, JoinEUI and AppKey from the label. Choose the sensor\u2019s device profile: it sets the region, the reporting interval and the decoder. Pull the sensor\u2019s activation tab; it sends a join request at once, and the console shows the join accepted with the gateway that heard it and the signal strength.\n\n' +
        'The first uplink follows the join. The decoder turns its bytes into named readings (temperature in \u00b0C, humidity in %, battery in V) and the device\u2019s page charts them. From there, add a threshold alarm, or forward readings to your own systems through a webhook or one of the cloud connectors.',
      picture: p.coverage,
    },
    {
      kind: 'blogs',
      slug: 'reading-an-uplink-payload-formats-and-decoders',
      title: 'Reading an uplink: payload formats and decoders',
      tags: ['guide', 'Developers'],
      publishedAt: '2025-03-18T08:00:00.000Z',
      excerpt: 'How our sensors pack their readings into a few bytes, how the platform\u2019s decoders read them, and how to decode them yourself.',
      content:
        'A LoRaWAN uplink is short: at the slowest data rate only 51 bytes fit, and every byte costs airtime and battery. Our sensors pack their readings as fixed-size big-endian integers behind a one-byte header, so a temperature and humidity reading takes five bytes.\n\n' +
        'The header\u2019s high bits name the message type (a periodic reading, an alarm, a configuration answer) and its low bits the payload version. A temperature is a signed 16-bit number of hundredths of a degree; humidity is one byte of half percents; battery voltage is one byte of hundredths of a volt above 2 V.\n\n' +
        'The platform decodes each uplink with the device profile\u2019s decoder and stores both the raw bytes and the named values, so a decoder fixed later can decode old messages again. Each product page in the catalogue names its payload fields, units and ranges.\n\n' +
        'To decode in your own systems, read the raw payload from a webhook or the API, check the header\u2019s type and version, and read the fields in order. Ignore a version you do not know rather than guess: new firmware may add fields at the end.',
      picture: p.level,
    },
    {
      kind: 'blogs',
      slug: 'build-a-cold-chain-alert-in-15-minutes',
      title: 'Build a cold-chain alert in 15 minutes',
      tags: ['tutorial', 'Cold chain'],
      publishedAt: '2025-04-08T08:00:00.000Z',
      excerpt: 'Beginner, 15 minutes: temperature probes in a cold room, a threshold workflow with a delay, and SMS alerts to the people on shift.',
      content:
        'In this tutorial you connect a CT200 logger in a cold room to an SMS alert that fires when the room stays too warm. You need a registered gateway, a CT200 joined to it, and the phone numbers of the people on shift.\n\n' +
        'Place the logger\u2019s PT1000 probe in a product simulant, a small bottle of glycol, on a middle shelf away from the door: it reads what the goods feel rather than the air that rushes in when the door opens. Set the reporting interval to five minutes in the device profile.\n\n' +
        'In the application builder, start from the Temperature Alert template. Set the threshold to \u221218 \u00b0C and the delay to ten minutes, so a door opened for a delivery does not wake anyone. Add an SMS action with the shift\u2019s numbers, and a second action that sends an all-clear when the temperature is back below the threshold.\n\n' +
        'Test it by moving the probe to room temperature: the alert arrives ten minutes later, and the all-clear once the probe is back in the cold. The workflow\u2019s history keeps every alert with its readings, which is what an auditor asks for.',
      picture: p.coldChain,
    },
    {
      kind: 'blogs',
      slug: 'stream-readings-to-aws-iot-core',
      title: 'Stream readings to AWS IoT Core',
      tags: ['tutorial', 'Integrations'],
      publishedAt: '2025-04-22T08:00:00.000Z',
      excerpt: 'Intermediate, 30 minutes: set up the AWS IoT Core connector, route readings to Timestream and chart them in Grafana.',
      content:
        'This tutorial sends every decoded reading of a device group to AWS IoT Core, stores it in Amazon Timestream and charts it in Grafana. You need an AWS account with rights to create IoT policies, and a device group with a few sensors reporting.\n\n' +
        'In the integration hub, add the AWS IoT Core connector and choose your region. The connector creates a thing and a certificate for the platform; download the policy it proposes, which allows publishing only under one topic prefix, and attach it in the AWS console. Choose the device group, and the connector starts publishing each reading as JSON to lorawan/<group>/<device>.\n\n' +
        'In AWS IoT Core, add a rule that selects temperature, humidity and battery from that topic and writes them to a Timestream table, with the device EUI as a dimension. Readings appear in the table within seconds of each uplink.\n\n' +
        'In Grafana, add Timestream as a data source and chart the temperature by device. The connector retries for 24 hours when AWS cannot be reached, so a short outage leaves no gap in the chart.',
      picture: p.coverage,
    },
    {
      kind: 'blogs',
      slug: 'write-an-edge-function-in-python',
      title: 'Write an edge function in Python',
      tags: ['tutorial', 'Edge computing'],
      publishedAt: '2025-05-06T08:00:00.000Z',
      excerpt: 'Advanced, 45 minutes: downsample vibration data on the gateway and send only anomalies, cutting backhaul by four fifths.',
      content:
        'Vibration sensors on pumps report often, and most of what they say is that nothing changed. In this tutorial you write an edge function that runs on the gateway, keeps a rolling baseline of each pump\u2019s vibration, and forwards only readings that leave it.\n\n' +
        'An edge function is a Python module with a handle(reading, state) function. The runtime calls it for every decoded uplink of the devices it is assigned to, and keeps state between calls. Start by keeping, per device, an exponential moving average and variance of the RMS velocity.\n\n' +
        'Return the reading when it lies more than three standard deviations from the average, or once an hour as a heartbeat; return None otherwise, and the reading stays on the gateway. Deploy the function from the console to one gateway first, and compare the forwarded readings with the full stream for a day.\n\n' +
        'On our test rig of twelve pumps the function forwarded one reading in six and still caught every bearing fault we induced. Once you trust it, assign it to the rest of your gateways from the same screen.',
      picture: p.battery,
    },
    {
      kind: 'blogs',
      slug: 'vineyard-cuts-irrigation-water-by-30',
      title: 'Vineyard cuts irrigation water by 30%',
      tags: ['case-study', 'Agriculture'],
      publishedAt: '2025-05-20T08:00:00.000Z',
      excerpt:
        'Soil probes at three depths across 120 hectares replaced a fixed watering schedule, and the vines got a third less water with no loss of yield.',
      content:
        'A family vineyard of 120 hectares watered on a fixed schedule: every block, twice a week, whatever the weather. Its managers suspected they watered too much on the clay blocks and too little on the gravel ones, but had no way to see it.\n\n' +
        'We installed 36 soil probes, three per block, each reading moisture at 10, 30 and 60 cm, and two gateways on the winery\u2019s roof and a water tower. The furthest probe is 4.2 km from its gateway, and every probe has reported on schedule since.\n\n' +
        'The readings showed what the managers suspected: water on the clay blocks never left the top 30 cm before the next watering, while the gravel blocks dried out at 60 cm within two days. The vineyard now waters each block when its 30 cm reading falls below a threshold set with its agronomist.\n\n' +
        'Over the first season the vineyard used 30% less irrigation water, with the same yield and sugar levels at harvest. The probes paid for themselves in pumping energy alone before the end of the second summer.',
      picture: p.field,
    },
    {
      kind: 'blogs',
      slug: 'water-utility-finds-leaks-in-days-not-months',
      title: 'Water utility finds leaks in days, not months',
      tags: ['case-study', 'Utilities'],
      publishedAt: '2025-06-03T08:00:00.000Z',
      excerpt: '4,000 meters and 60 pressure loggers brought non-revenue water down by a fifth in a district of a regional water utility.',
      content:
        'A regional water utility lost a quarter of the water it treated in one district, and found leaks only when they reached the surface. Its meter readers visited each meter twice a year, so a leak behind a meter could run for months.\n\n' +
        'The utility retrofitted 4,000 domestic meters with LoRaWAN pulse readers and placed 60 pressure loggers on the district\u2019s mains. Six gateways on existing utility buildings cover the district, including meters in basements and pits.\n\n' +
        'Hourly reads turned the district into a water balance: what entered minus what the meters counted, every night. When the night flow rose, the pressure loggers showed where, and crews found leaks within days. Meters with continuous flow at night flagged leaks on customers\u2019 own pipes, which the utility now reports to them by letter.\n\n' +
        'In the first year non-revenue water in the district fell by a fifth. The utility is extending the same approach to two more districts.',
      picture: p.level,
    },
    {
      kind: 'blogs',
      slug: 'plant-avoids-two-line-stoppages-in-its-first-quarter',
      title: 'Plant avoids two line stoppages in its first quarter',
      tags: ['case-study', 'Manufacturing'],
      publishedAt: '2025-06-17T08:00:00.000Z',
      excerpt: 'Vibration sensors on 80 pumps flagged failing bearings weeks ahead, and the plant replaced them in planned maintenance windows.',
      content:
        'A food processing plant ran 80 pumps across three production lines, and a failed pump stopped a line for a shift. Maintenance walked the plant with a handheld vibration meter once a month, and still met failures between rounds.\n\n' +
        'We fitted a vibration and temperature sensor to each pump\u2019s bearing housing with a magnetic mount, in under a minute each, and covered the plant with two indoor gateways. The sensors report RMS velocity and temperature every ten minutes, and a spectrum once a day.\n\n' +
        'The platform\u2019s models learned each pump\u2019s normal behaviour over two weeks. In the first quarter they flagged two pumps whose vibration rose steadily over three weeks; both had worn bearings when opened, and both were replaced in a planned window instead of in the middle of a shift.\n\n' +
        'The plant avoided two line stoppages in its first quarter and has since stopped its monthly rounds, sending technicians only to the pumps the platform flags.',
      picture: p.battery,
    },
    {
      kind: 'blogs',
      slug: 'webinar-planning-a-city-wide-lorawan-network',
      title: 'Webinar: planning a city-wide LoRaWAN network',
      tags: ['webinar', 'Smart cities'],
      publishedAt: '2025-07-01T08:00:00.000Z',
      excerpt:
        'A summary of our 45-minute webinar on gateway siting, capacity planning and what to ask your integrator; the recording is available on request.',
      content:
        'In this 45-minute webinar our radio engineers walked through planning a LoRaWAN network for a whole city, from the first gateway to the thousandth sensor. This is a summary of what they covered.\n\n' +
        'Gateway siting comes first: height matters more than power, and a gateway on a public building\u2019s roof covers two to five kilometres in a dense centre. Plan for every sensor to be heard by at least two gateways, so one gateway\u2019s outage loses no data, and check the sites\u2019 power and backhaul before the radio.\n\n' +
        'Capacity follows: a gateway handles thousands of sensors reporting every fifteen minutes, but only if adaptive data rate keeps nearby sensors at fast data rates. Dense clusters of sensors deep indoors, such as parking sensors under concrete, are the ones that need an extra gateway.\n\n' +
        'Finally, what to ask an integrator: who owns the gateways and the keys, how a sensor is moved between networks, and what the service levels cover. The recording is available on request: ask for it with the button below, and we send you a link to watch it.',
      picture: p.coverage,
    },
    {
      kind: 'blogs',
      slug: 'webinar-predictive-maintenance-without-a-data-science-team',
      title: 'Webinar: predictive maintenance without a data science team',
      tags: ['webinar', 'Manufacturing'],
      publishedAt: '2025-07-15T08:00:00.000Z',
      excerpt:
        'A summary of our 40-minute webinar on how built-in models spot failing machines from vibration and temperature; the recording is available on request.',
      content:
        'In this 40-minute webinar we showed how maintenance teams use the platform\u2019s built-in models to find failing machines without hiring data scientists. This is a summary of what we covered.\n\n' +
        'The models start from each machine\u2019s own normal: two weeks of vibration and temperature readings, learned per sensor, so a pump and a fan are never compared with each other. A reading that leaves that normal for longer than a set time raises an alert, with the trend that caused it.\n\n' +
        'Most failures announce themselves weeks ahead: a worn bearing raises vibration slowly, a blocked filter raises temperature. The webinar walked through three real alerts, what the technician found, and how the alert\u2019s threshold was tuned afterwards.\n\n' +
        'We closed with how to start: ten sensors on the machines whose failures cost most, a month of learning, and a review of every alert with the maintenance team. The recording is available on request: ask for it with the button below, and we send you a link to watch it.',
      picture: p.air,
    },
  ];
}
