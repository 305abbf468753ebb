/**
 * The public pages' icons, a module each, so a page's code carries only the icons it draws (see icons/icon.tsx).
 * The back office's own icons are in `features/admin/icons.tsx`.
 */
export { ArrowBackIcon } from './icons/ArrowBack.js';
export { ArrowForwardIcon } from './icons/ArrowForward.js';
export { CancelIcon } from './icons/Cancel.js';
export { CheckCircleIcon } from './icons/CheckCircle.js';
export { CheckIcon } from './icons/Check.js';
export { ContentCopyIcon } from './icons/ContentCopy.js';
export { EmailIcon } from './icons/Email.js';
export { ExpandMoreIcon } from './icons/ExpandMore.js';
export { MenuIcon } from './icons/Menu.js';
export { ScheduleIcon } from './icons/Schedule.js';
export { SearchIcon } from './icons/Search.js';
export { SensorsIcon } from './icons/Sensors.js';
