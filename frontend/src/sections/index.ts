export { Section } from './Section.js';
export { Hero, type HeroProps } from './Hero.js';
export { MetricBand, type Metric } from './MetricBand.js';
export { FeatureGrid, type Feature } from './FeatureGrid.js';
export { Steps } from './Steps.js';
export { SpecTable, ComparisonTable } from './SpecTable.js';
export { CallToAction, type CallToActionProps } from './CallToAction.js';
export { Faq } from './Faq.js';
export { Blocks, type Block } from './Blocks.js';
