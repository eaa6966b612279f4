// What the live presenter's window needs once the room is there: the deal (generator, engine,
// quiz) and the controls with the table and the join code. Fetched after the load event
// (components/layout/Deferred); before that the page only says that the evening is starting.
export { dealBoard } from '@/lib/live/plan';
export { LivePresenterView } from './LivePresenterView';
