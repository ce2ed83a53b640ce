// What the server and the other modules may use of the salon's settings: their signed-in routes, the
// salon's time zone and the one the server runs in (wall-clock times in a zone: src/api/zonedTime.ts).
export { settingsRoutes } from './settingsRoutes';
export { salonTimeZone } from './salonSettings';
export { serverTimeZone } from './timeZones';
