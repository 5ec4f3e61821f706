export { oddsText } from '../../lib/staff-odds';
