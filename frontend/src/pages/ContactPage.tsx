import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { EmailIcon, ScheduleIcon } from '../components/icons.js';
import {
  ApiPaths,
  CONTACT_FORM_TEXT,
  CONTACT_TOPIC_PARAM,
  INDUSTRIES,
  contactTopic,
  SITE_FORMS,
  contactEntries,
  demoRequestOf,
  missesRequired,
  type ContactFormEntries,
  type FormResult,
} from '@lora/api';
import { Seo } from '../lib/seo.js';
import { apiRequest, ApiError } from '../lib/api.js';
import { useToast } from '../lib/toast.js';
import { CONTACT, SITE } from '../lib/site.js';
import { Field } from '../components/fields.js';

/** SPEC §2/§4/§5/§8: idle → sending → a cleared form and a toast, or the entries kept and an error toast. */
export function ContactPage() {
  const toast = useToast();
  // Set when the form was posted to the server without the app: the server's answer, and the entries to show again.
  const posted = useSWRConfig().fallback[SITE_FORMS.contact.result] as FormResult | undefined;
  const [result, setResult] = useState(posted);
  // The entries live in the fields (what is typed before the app hydrates stays there); a form sent is mounted
  // afresh, empty, as the server answers a form it took.
  // Followed from a call to action (/contact?topic=...): the project details start out as what it was about.
  const topic = contactTopic(useSearchParams()[0].get(CONTACT_TOPIC_PARAM));
  const [entries, setEntries] = useState<Partial<ContactFormEntries>>(posted?.values ?? (topic ? { projectDescription: topic } : {}));
  const [formKey, setFormKey] = useState(0);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setResult(undefined);
    const typed = contactEntries(Object.fromEntries(new FormData(e.currentTarget)));
    if (missesRequired(typed)) {
      toast({ ...CONTACT_FORM_TEXT.missing, variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      await apiRequest('POST', ApiPaths.demoRequest, demoRequestOf(typed));
      setEntries({});
      setFormKey((key) => key + 1);
      toast(CONTACT_FORM_TEXT.sent);
    } catch (err) {
      // The server's own words for a 400 or a 429 say what to fix or how long to wait.
      const detail = err instanceof ApiError && (err.status === 400 || err.status === 429) ? err.serverMessage : undefined;
      toast({ title: CONTACT_FORM_TEXT.failed.title, description: detail ?? CONTACT_FORM_TEXT.failed.description, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Seo
        {...CONTACT.seo}
        path="/contact"
        jsonLd={{ '@context': 'https://schema.org', '@type': 'ContactPage', name: 'Contact sales', url: `${SITE.origin}/contact` }}
      />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {CONTACT.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 6, maxWidth: 680, fontSize: '1.1rem' }}>{CONTACT.lead}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 4 }}>
        <Card>
          {/* Posted to the server as a form before the app runs (or without it); the app sends it itself. */}
          <CardContent
            key={formKey}
            component="form"
            method="post"
            action={SITE_FORMS.contact.path}
            noValidate
            onSubmit={(e) => void submit(e)}
            sx={{ p: { xs: 3, md: 4 }, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}
          >
            {result && (
              <Box
                role={result.variant === 'success' ? 'status' : 'alert'}
                sx={{
                  gridColumn: '1 / -1',
                  p: 2,
                  borderRadius: 1,
                  border: 1,
                  borderLeftWidth: 4,
                  borderColor: result.variant === 'success' ? 'success.main' : 'error.main',
                }}
              >
                <Typography sx={{ fontWeight: 700 }}>{result.title}</Typography>
                <Typography sx={{ color: 'text.secondary' }}>{result.description}</Typography>
              </Box>
            )}
            <Field id="contact-first-name" label="First name" name="firstName" required defaultValue={entries.firstName} autoComplete="given-name" />
            <Field id="contact-last-name" label="Last name" name="lastName" required defaultValue={entries.lastName} autoComplete="family-name" />
            <Field id="contact-email" label="Work e-mail" name="email" type="email" required defaultValue={entries.email} autoComplete="email" />
            <Field id="contact-company" label="Company" name="company" required defaultValue={entries.company} autoComplete="organization" />
            <Field
              as="select"
              id="contact-industry"
              label="Industry"
              name="industry"
              defaultValue={entries.industry}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            >
              <option value="">Not specified</option>
              {INDUSTRIES.map((i) => (
                <option key={i} value={i}>
                  {CONTACT.industries[i]}
                </option>
              ))}
            </Field>
            <Field
              as="textarea"
              id="contact-project"
              label="Project details"
              name="projectDescription"
              rows={4}
              defaultValue={entries.projectDescription}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
            <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ gridColumn: { sm: '1 / -1' } }}>
              {sending ? 'Sending...' : 'Send message'}
            </Button>
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          {[
            { Icon: EmailIcon, title: CONTACT.email, text: <a href={`mailto:${SITE.salesEmail}`}>{SITE.salesEmail}</a> },
            { Icon: ScheduleIcon, title: CONTACT.reply.title, text: CONTACT.reply.text },
          ].map(({ Icon, title, text }) => (
            <Card key={title}>
              <CardContent sx={{ display: 'flex', gap: 2, '& a': { color: 'primary.dark' } }}>
                <Icon sx={{ color: 'primary.dark' }} aria-hidden />
                <Box>
                  <Typography component="h2" sx={{ fontWeight: 700 }}>
                    {title}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
                </Box>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
