// The names of the progress record's window events, apart from record.ts so that a screen can
// listen without bringing the store (and its schemas) into its page's first JavaScript.

/** Sent on window after this tab changes the record (other tabs hear the 'storage' event). */
export const PROGRESS_CHANGED = 'revoke-trainer:progress-changed';

/** Sent on window for each answer recorded, with the AnswerEvent as `detail`: a screen can react to
 *  an answer given in a player it does not own (the scenario page's counter-example offer). */
export const ANSWER_RECORDED = 'revoke-trainer:answer-recorded';
