// The pages every install starts with (created once, on an empty pages table).
import { contactPage } from './contact';
import { faqPage } from './faq';
import { privacyPage } from './privacy';
import { responsibleGamblingPage } from './responsible-gambling';
import type { StarterPage } from './starter-page';
import { termsPage } from './terms';

export type { StarterPage } from './starter-page';
export const starterPages: readonly StarterPage[] = [termsPage, privacyPage, responsibleGamblingPage, faqPage, contactPage];
