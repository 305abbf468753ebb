import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CheckIcon } from '../components/icons.js';
import { HydrationBoundaries } from '../components/HydrationBoundaries.js';
import { Seo } from '../lib/seo.js';
import { Faq, Hero, Section, SpecTable } from '../sections/index.js';
import { formatNumber, formatPrice } from '../lib/format.js';
import {
  CALCULATOR,
  COMPARISON,
  PLANS,
  PRICING,
  PRICING_FAQ,
  calculatorValue,
  coveringPlan,
  formatMessages,
  monthlyEstimate,
} from '../content/pricing.js';

/**
 * A slider's label and a native range input: its role is slider, it takes arrow keys, Page Up/Down, Home and End, and
 * it works before hydration and without JavaScript (its form sends it); MUI's Slider would add its own script for the same.
 * Uncontrolled, as every field of the site: its form reads it (Calculator).
 */
function Range({ name, shown, value }: { name: keyof typeof CALCULATOR; shown: string; value: number }) {
  const { label, min, max, step } = CALCULATOR[name];
  return (
    <>
      <Typography id={`${name}-label`} sx={{ fontWeight: 600 }}>
        {`${label}: `}
        <span data-testid={`${name}-value`}>{shown}</span>
      </Typography>
      <Box
        component="input"
        type="range"
        name={name}
        aria-labelledby={`${name}-label`}
        min={min}
        max={max}
        step={step}
        defaultValue={value}
        sx={{ display: 'block', width: '100%', height: 32, m: '8px 0 24px', accentColor: (t) => t.palette.primary.dark, cursor: 'pointer' }}
      />
    </>
  );
}

/** The fleet a query or the calculator's form describes: its devices and messages per month, each within its slider's range. */
const fleetOf = (fields: URLSearchParams | FormData) => ({
  devices: calculatorValue('devices', fields.get('devices') as string | null),
  messages: calculatorValue('messages', fields.get('messages') as string | null),
});

/** The plan that covers the fleet, and its price (a word and the way to ask for it, for the Custom plan). */
function CoveringPlan({ devices, messages }: { devices: number; messages: number }) {
  const plan = coveringPlan(devices, messages);
  return (
    <Typography data-testid="covering-plan" sx={{ mt: 2, fontWeight: 600 }}>
      {'covers' in plan ? (
        `${plan.name} covers this: $${plan.price}${plan.period}`
      ) : (
        <>
          {`Above Enterprise: the ${plan.name} plan covers this, priced for your fleet. `}
          <Link href={plan.cta.to}>{plan.cta.label}</Link>
        </>
      )}
    </Typography>
  );
}

/**
 * The estimate follows the sliders as they move. The sliders are a GET form: without the app, its Calculate button
 * (`<noscript>`) asks the server for `/pricing?devices=…&messages=…`, rendered with that estimate.
 */
function Calculator() {
  const [params] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);
  const [{ devices, messages }, setFleet] = useState(() => fleetOf(params));
  const readSliders = () => setFleet(fleetOf(new FormData(form.current!)));
  // A slider moved before the app hydrated stays where it was left, and the estimate follows it from there.
  useEffect(readSliders, []);
  const estimate = monthlyEstimate(devices, messages);
  return (
    <Section {...PRICING.calculator}>
      <Card sx={{ maxWidth: 720, mx: 'auto' }}>
        <CardContent
          component="form"
          id="estimate"
          method="get"
          action="/pricing#estimate"
          ref={form}
          onInput={readSliders}
          onSubmit={(e: FormEvent) => e.preventDefault()}
          // Below the sticky header when the answer scrolls to it.
          sx={{ p: { xs: 3, md: 5 }, scrollMarginTop: 96 }}
        >
          <Range name="devices" shown={formatNumber(devices)} value={devices} />
          <Range name="messages" shown={formatMessages(messages)} value={messages} />
          {/* The caption stays whole: under the price on a phone, where a price in thousands leaves it no room, beside it from sm up. */}
          <Typography
            sx={{
              fontSize: '2.4rem',
              fontWeight: 700,
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'flex-start', sm: 'baseline' },
              flexWrap: 'wrap',
              columnGap: 1,
            }}
            aria-live="polite"
          >
            <span data-testid="estimate">{formatPrice(estimate)}</span>
            <Typography component="span" sx={{ color: 'text.secondary', fontSize: '1rem', whiteSpace: 'nowrap' }}>
              {' '}
              per month, estimated
            </Typography>
          </Typography>
          <CoveringPlan devices={devices} messages={messages} />
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {PRICING.calculator.explained}
          </Typography>
          <noscript>
            <Button type="submit" variant="outlined" sx={{ mt: 2 }}>
              Calculate
            </Button>
          </noscript>
        </CardContent>
      </Card>
    </Section>
  );
}

/**
 * The four plans side by side read as a table: names and prices on one line, every button on the bottom line. The
 * popular plan's badge sits on its top border, so it moves nothing down.
 */
function Plans() {
  return (
    <Section {...PRICING.plans} tone="tinted">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, gap: 3 }}>
        {PLANS.map((plan) => (
          <Card
            key={plan.name}
            data-testid="plan"
            sx={{
              position: 'relative',
              overflow: 'visible',
              display: 'flex',
              flexDirection: 'column',
              // Drawn outside the 1 px border: a 2 px border would move the popular plan's content a pixel down.
              ...('popular' in plan && { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}` }),
            }}
          >
            {'popular' in plan && (
              <Chip
                label="Most popular"
                size="small"
                color="primary"
                sx={{ position: 'absolute', top: 0, left: 24, transform: 'translateY(-50%)', fontWeight: 700 }}
              />
            )}
            <CardContent sx={{ p: 3, flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
              <Typography variant="h3">{plan.name}</Typography>
              <Typography sx={{ fontSize: '2rem', fontWeight: 700, my: 1 }}>
                {formatPrice(plan.price)}
                <Typography component="span" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
                  {plan.period}
                </Typography>
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: '0 0 24px', flexGrow: 1 }}>
                {plan.features.map((f) => (
                  <Box component="li" key={f} sx={{ display: 'flex', gap: 1, py: 0.5 }}>
                    <CheckIcon fontSize="small" sx={{ color: 'primary.dark' }} aria-hidden />
                    {f}
                  </Box>
                ))}
              </Box>
              <Button
                href={plan.cta.to}
                fullWidth
                variant={'popular' in plan ? 'contained' : 'outlined'}
                color={'popular' in plan ? 'primary' : 'inherit'}
              >
                {plan.cta.label}
              </Button>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Section>
  );
}

export function PricingPage() {
  return (
    <>
      <Seo
        {...PRICING.seo}
        path="/pricing"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: PRICING_FAQ.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
        }}
      />
      <HydrationBoundaries>
        <Hero {...PRICING.hero} />
        <Calculator />
        <Plans />
        <SpecTable {...PRICING.comparison} {...COMPARISON} />
        <Faq {...PRICING.faq} items={PRICING_FAQ} />
      </HydrationBoundaries>
    </>
  );
}
