import { icon } from './icon.js';

export const ExpandMoreIcon = icon('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z', 'ExpandMore');
