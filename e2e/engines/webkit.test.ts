// The visitor's journeys in WebKitGTK, Safari's engine, without Invoker Commands (journeys.ts; npm run test:engines).
import { engineSuite } from './journeys';

engineSuite('webkit');
