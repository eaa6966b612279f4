// What the presenter's window needs once an evening starts: dealing the boards (generator and
// engine) and the presenter's view of a board (the table). Fetched after the load event
// (components/layout/Deferred), so the setup is on the screen first.
export { dealBoards } from './boards';
export { PresenterView } from './PresenterView';
