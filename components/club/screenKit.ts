// What the projector window needs once the presenter sends an evening: the board on the table, the
// polls and the ruling's steps. Fetched after the load event (components/layout/Deferred): until a presenter
// speaks, the screen only waits.
export { ScreenView } from './ScreenView';
