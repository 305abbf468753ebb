import { useState, type FormEvent } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ApiPaths,
  CUSTOM_CURRENCY,
  EXCHANGE_RATE_LIMITS,
  HISTORY_PER_RECORD,
  RATED_CURRENCIES,
  exchangeRateProblem,
  type ExchangeRatesView,
  type HistoryEntry,
  type MissingRate,
} from '@lora/api';
import { basedOn } from '../../../lib/api.js';
import { apiRequest, fieldErrorsOf, staleRecordOf, useAdminWrite } from '../shared/admin-api.js';
import { SectionHeader } from '../shared/SectionHeader.js';
import { Loading } from '../shared/EmptyState.js';
import { formatDateTime } from '../shared/format.js';

const paths = ApiPaths.admin.exchangeRates;
type Form = Record<string, string>;
const fieldOf = (currency: string) => `rates.${currency}`;
const toForm = (view: ExchangeRatesView): Form => Object.fromEntries(RATED_CURRENCIES.map((c) => [c, view.rates[c]?.toString() ?? '']));
const ratesText = (view: ExchangeRatesView) =>
  RATED_CURRENCIES.map((c) => `${c} ${view.rates[c] ?? 'no rate'}`).join(', ') + ` (version ${view.version})`;

/** What an admin is told about products that sort last for want of a rate. */
export function missingRateText({ currency, products }: MissingRate): string {
  const what = `${products} ${products === 1 ? 'product' : 'products'} priced in ${currency} sort${products === 1 ? 's' : ''} last`;
  return currency === CUSTOM_CURRENCY ? `${what}: a custom price has no exchange rate.` : `${what}: no ${currency} rate is set.`;
}

/**
 * The Products tab's "Exchange rates": the rates by which sorting by price compares every product in the default
 * currency, the currencies of products that sort last for want of one, and the rates' kept versions.
 */
export function ExchangeRatesPanel() {
  const { data, error, mutate } = useSWR<ExchangeRatesView, unknown>(paths.one);
  if (error) return <Alert severity="error">The exchange rates could not be loaded.</Alert>;
  if (!data) return <Loading what="exchange rates" />;
  return <ExchangeRatesForm data={data} mutate={mutate} />;
}

/** The form, started from the rates as first loaded; `data` is the latest answer (its missing rates). */
function ExchangeRatesForm({ data, mutate }: { data: ExchangeRatesView; mutate: KeyedMutator<ExchangeRatesView> }) {
  const history = useSWR<HistoryEntry[], unknown>(paths.history);
  const write = useAdminWrite();
  const [base, setBase] = useState<ExchangeRatesView>(data);
  const [form, setForm] = useState<Form>(() => toForm(data));
  const [stale, setStale] = useState<ExchangeRatesView | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const problemOf = (currency: string) => (form[currency] === '' ? null : exchangeRateProblem(currency, form[currency]));
  const errorOf = (currency: string) => problemOf(currency) ?? serverErrors[fieldOf(currency)];
  const dirty = RATED_CURRENCIES.some((c) => form[c] !== toForm(base)[c]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (RATED_CURRENCIES.some(problemOf)) return;
    setSaving(true);
    const rates = Object.fromEntries(RATED_CURRENCIES.map((c) => [c, form[c] === '' ? null : form[c]]));
    const saved = await write({
      send: () => apiRequest<ExchangeRatesView>('PUT', paths.one, { rates }, basedOn(base)),
      success: { description: 'Exchange rates saved: prices sort with them now' },
      failure: 'Failed to save the exchange rates',
      revalidate: [paths.one, ApiPaths.admin.products.list],
      onError: (err) => {
        setServerErrors(fieldErrorsOf(err, RATED_CURRENCIES.map(fieldOf)));
        setStale(staleRecordOf<ExchangeRatesView>(err) ?? null);
      },
    });
    setSaving(false);
    if (saved) {
      setServerErrors({});
      setStale(null);
      setBase(saved);
      setForm(toForm(saved));
      await Promise.all([mutate(saved, { revalidate: false }), history.mutate()]);
    }
  };

  return (
    <Box>
      <SectionHeader
        title="Exchange rates"
        subtitle={`Sorting by price compares every product in ${data.defaultCurrency}: how many ${data.defaultCurrency} one unit of each currency is worth.`}
      />
      {data.missing.length > 0 && (
        <Alert severity="warning" sx={{ mb: 3 }} aria-label="Missing exchange rates">
          {data.missing.map((m) => (
            <Typography key={m.currency} variant="body2">
              {missingRateText(m)}
            </Typography>
          ))}
        </Alert>
      )}
      {stale && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1 }}>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setBase(stale);
                  setForm(toForm(stale));
                  setStale(null);
                }}
              >
                Use the saved rates
              </Button>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setBase(stale);
                  setStale(null);
                }}
              >
                Keep mine
              </Button>
            </Box>
          }
        >
          Someone saved the exchange rates since you opened them. Saved now: {ratesText(stale)}. Nothing of yours was saved.
        </Alert>
      )}
      <Paper variant="outlined" component="form" noValidate onSubmit={(e: FormEvent) => void save(e)} sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2, mb: 2 }}>
          {RATED_CURRENCIES.map((currency) => (
            <TextField
              key={currency}
              name={currency}
              label={`1 ${currency} in ${data.defaultCurrency}`}
              value={form[currency]}
              onChange={(e) => {
                setForm({ ...form, [currency]: e.target.value });
                setServerErrors((errors) => ({ ...errors, [fieldOf(currency)]: '' }));
              }}
              error={Boolean(errorOf(currency))}
              helperText={errorOf(currency) || (form[currency] === '' ? `No rate: ${currency} prices sort last` : ' ')}
              slotProps={{ htmlInput: { inputMode: 'decimal', min: EXCHANGE_RATE_LIMITS.min, max: EXCHANGE_RATE_LIMITS.max } }}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={saving || !dirty}>
            {saving ? 'Saving...' : 'Save rates'}
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Version {base.version}, saved {formatDateTime(base.updatedAt)}. Cards keep showing each product&apos;s own price.
          </Typography>
        </Box>
      </Paper>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        History
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        The last {HISTORY_PER_RECORD} saved versions of the rates.
      </Typography>
      {history.error ? (
        <Typography role="alert">The history could not be loaded.</Typography>
      ) : !history.data ? (
        <Loading what="history" />
      ) : (
        <Box component="ol" aria-label="Saved versions of the exchange rates" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {history.data.map((entry) => (
            <Box component="li" key={entry.version} sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>Version {entry.version}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {formatDateTime(entry.savedAt)} · {entry.savedBy ?? 'set by the installation'}
                {entry.changed.length ? ` · Changed: ${entry.changed.join(', ')}` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
