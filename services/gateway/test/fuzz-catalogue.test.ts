import { CATALOGUE_ROUTE, fuzzRoutes } from './fuzz-routes.js';

fuzzRoutes('the catalogue', (route) => CATALOGUE_ROUTE.test(route));
