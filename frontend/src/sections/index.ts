export { Section } from './Section.js';
export { Hero } from './Hero.js';
export { MetricBand } from './MetricBand.js';
export { FeatureGrid, type Feature } from './FeatureGrid.js';
export { SpecTable } from './SpecTable.js';
export { Faq } from './Faq.js';
export { Blocks } from './Blocks.js';
