// The visitor's journeys in Firefox ESR (journeys.ts; npm run test:engines).
import { engineSuite } from './journeys';

engineSuite('firefox');
