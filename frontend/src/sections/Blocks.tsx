import type { ComponentProps, ComponentType } from 'react';
import { Hero } from './Hero.js';
import { MetricBand } from './MetricBand.js';
import { FeatureGrid } from './FeatureGrid.js';
import { Steps } from './Steps.js';
import { SpecTable } from './SpecTable.js';
import { CallToAction } from './CallToAction.js';
import { Faq } from './Faq.js';
import { CodeTabs } from './CodeTabs.js';
import { Prose } from './Prose.js';
import { LatestArticles } from './LatestArticles.js';
import { HydrationBoundaries } from '../components/HydrationBoundaries.js';

/** Each kind of section a page's data names, and the component that draws it. */
const SECTIONS = {
  hero: Hero,
  metrics: MetricBand,
  features: FeatureGrid,
  steps: Steps,
  table: SpecTable,
  cta: CallToAction,
  faq: Faq,
  code: CodeTabs,
  prose: Prose,
  articles: LatestArticles,
};

type Kind = keyof typeof SECTIONS;

/** A page as data: a list of sections, each named by its kind with that section's props. */
export type Block = { [K in Kind]: { kind: K } & ComponentProps<(typeof SECTIONS)[K]> }[Kind];

/** A page's sections, each hydrated apart (HydrationBoundaries). */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <HydrationBoundaries>
      {blocks.map((block, i) => {
        const Section = SECTIONS[block.kind] as ComponentType<Block>;
        return <Section key={i} {...block} />;
      })}
    </HydrationBoundaries>
  );
}
