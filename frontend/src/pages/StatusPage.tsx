import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo, pageJsonLd } from '../lib/seo.js';
import { Section } from '../sections/index.js';
import { formatDateTime } from '../lib/format.js';
import { INCIDENTS, MAINTENANCE, METRICS, SERVICES, SEVERITY_TONE, STATUS, incidentTone, serviceLabel } from '../content/status.js';

export function StatusPage() {
  const inMaintenance = SERVICES.filter((s) => s.status === 'maintenance').map((s) => s.name);
  const banner = inMaintenance.length ? STATUS.maintenance : STATUS.operational;
  return (
    <>
      <Seo {...STATUS.seo} path="/status" jsonLd={pageJsonLd('WebPage', STATUS.title, '/status')} />
      <Container component="section" maxWidth="lg" sx={{ pt: { xs: 6, md: 9 }, pb: 2 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {STATUS.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4 }}>{STATUS.lead}</Typography>
        <Alert severity={inMaintenance.length ? 'info' : 'success'} variant="filled" sx={{ fontSize: '1.05rem' }}>
          <AlertTitle>{banner.title}</AlertTitle>
          {inMaintenance.length ? `${inMaintenance.join(', ')} ${inMaintenance.length === 1 ? 'is' : 'are'} ${banner.text}` : banner.text}
        </Alert>
      </Container>
      <Section title="Services">
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {SERVICES.map((s) => {
            const label = serviceLabel(s.status);
            return (
              <Card component="li" key={s.name} data-testid="service">
                <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', '&:last-child': { pb: 2 } }}>
                  <Box sx={{ flexGrow: 1, minWidth: 220 }}>
                    <Typography variant="h3">{s.name}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {s.description}
                    </Typography>
                  </Box>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {s.uptime} uptime
                  </Typography>
                  <Chip label={label} color={label === 'Maintenance' ? 'info' : 'success'} sx={{ fontWeight: 600, minWidth: 120 }} />
                </CardContent>
              </Card>
            );
          })}
        </Box>
      </Section>
      <Section title="Performance" tone="tinted">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 3 }}>
          {METRICS.map((m) => (
            <Card key={m.name}>
              <CardContent>
                <Typography variant="body2" component="h3" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                  {m.name}
                </Typography>
                <Typography sx={{ fontSize: '1.8rem', fontWeight: 700 }}>{m.value}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Target {m.target} · {m.status === 'good' ? 'On target' : 'Below target'}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Section>
      <Section title="Recent incidents">
        <Box sx={{ display: 'grid', gap: 2 }}>
          {INCIDENTS.map((incident) => {
            const tone = incidentTone(incident.status);
            return (
              <Card key={incident.id} component="article" data-testid="incident">
                <CardContent>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
                    <Typography variant="h3" sx={{ flexGrow: 1 }}>
                      {incident.title}
                    </Typography>
                    <Chip size="small" {...tone} data-testid="incident-status" />
                    <Chip size="small" variant="outlined" {...SEVERITY_TONE[incident.severity]} />
                  </Box>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                    {incident.id} · Started <span data-testid="incident-started">{formatDateTime(incident.startTime)}</span>
                    {incident.endTime && (
                      <>
                        {' · '}
                        {tone.label === 'Resolved' ? 'Resolved' : 'Ended'}{' '}
                        <span data-testid="incident-ended">{formatDateTime(incident.endTime)}</span>
                      </>
                    )}
                  </Typography>
                  <Typography sx={{ mb: 1.5 }}>{incident.description}</Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {incident.updates.map((u) => (
                      <Typography component="li" variant="body2" key={u.time} sx={{ color: 'text.secondary' }}>
                        <strong data-testid="incident-update-time">{formatDateTime(u.time)}</strong> {u.message}
                      </Typography>
                    ))}
                  </Box>
                </CardContent>
              </Card>
            );
          })}
        </Box>
      </Section>
      <Section title="Scheduled maintenance" tone="tinted">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {MAINTENANCE.map((m) => (
            <Card key={`${m.service}-${m.scheduledTime}`} data-testid="maintenance">
              <CardContent>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {m.service}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>
                  {m.scheduledTime} · {m.duration}
                </Typography>
                <Typography sx={{ my: 1 }}>{m.description}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Impact: {m.impact}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Section>
    </>
  );
}
