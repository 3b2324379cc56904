/** Where a started countdown is kept: the couple's wedding, this browser, or only this page (owners, vendors). */
export type CountdownKeeper = 'wedding' | 'browser' | 'page';
