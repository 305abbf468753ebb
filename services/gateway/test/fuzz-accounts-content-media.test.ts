import { CATALOGUE_ROUTE, fuzzRoutes } from './fuzz-routes.js';

fuzzRoutes('accounts, content and media', (route) => !CATALOGUE_ROUTE.test(route));
