import type { ComponentProps } from 'react';
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
import { HydrationSteps } from '../components/HydrationSteps.js';

/** A page as data: a list of sections, each named by its kind with that section's props. */
export type Block =
  | ({ kind: 'hero' } & ComponentProps<typeof Hero>)
  | ({ kind: 'metrics' } & ComponentProps<typeof MetricBand>)
  | ({ kind: 'features' } & ComponentProps<typeof FeatureGrid>)
  | ({ kind: 'steps' } & ComponentProps<typeof Steps>)
  | ({ kind: 'table' } & ComponentProps<typeof SpecTable>)
  | ({ kind: 'cta' } & ComponentProps<typeof CallToAction>)
  | ({ kind: 'faq' } & ComponentProps<typeof Faq>)
  | ({ kind: 'code' } & ComponentProps<typeof CodeTabs>)
  | ({ kind: 'prose' } & ComponentProps<typeof Prose>)
  | ({ kind: 'articles' } & ComponentProps<typeof LatestArticles>);

/** A page's sections, hydrated one after the other. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <HydrationSteps>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'hero':
            return <Hero key={i} {...block} />;
          case 'metrics':
            return <MetricBand key={i} {...block} />;
          case 'features':
            return <FeatureGrid key={i} {...block} />;
          case 'steps':
            return <Steps key={i} {...block} />;
          case 'table':
            return <SpecTable key={i} {...block} />;
          case 'cta':
            return <CallToAction key={i} {...block} />;
          case 'faq':
            return <Faq key={i} {...block} />;
          case 'code':
            return <CodeTabs key={i} {...block} />;
          case 'prose':
            return <Prose key={i} {...block} />;
          case 'articles':
            return <LatestArticles key={i} {...block} />;
        }
      })}
    </HydrationSteps>
  );
}
