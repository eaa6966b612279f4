// The message sections the ScenarioPlayer reads: a page that embeds it passes these to
// loadMessages, so it ships only the texts it uses.
import type { Section } from '@/lib/i18n/messages';

export const QUIZ_SECTIONS = ['quiz', 'table', 'controls', 'action', 'steps'] as const satisfies readonly Section[];
