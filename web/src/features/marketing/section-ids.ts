/** The home page section the "How It Works" links scroll to. */
export const HOW_IT_WORKS_SECTION_ID = 'how-it-works';
