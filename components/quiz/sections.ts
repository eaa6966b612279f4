// The message sections the ScenarioPlayer reads: a page that embeds it passes these to
// loadMessages, so it ships only the texts it uses.
import type { Section } from '@/lib/i18n/messages';

export const QUIZ_SECTIONS = ['quiz', 'table', 'controls', 'action', 'steps'] as const satisfies readonly Section[];

/** A club screen (presenter, room, projector, phone): the player's texts, the club's and the study
 *  catalogue's ruling words, family titles and levels, and PBN import. */
export const CLUB_SECTIONS = [...QUIZ_SECTIONS, 'club', 'study', 'families', 'scenarios', 'formats'] as const satisfies readonly Section[];
