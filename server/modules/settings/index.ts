// What the server and the other modules may use of the salon's settings: their signed-in routes, the
// salon's time zone, and its wall-clock times (a local date and time to an instant, and back).
export { settingsRoutes } from './settingsRoutes';
export { salonTimeZone } from './salonSettings';
export { instantOfLocalTime, localTimeAt, serverTimeZone, timeZoneNames, type LocalInstant } from './timeZones';
