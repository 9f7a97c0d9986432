/**
 * Full-page navigation, behind an object so tests can spy on it
 * (`jest.spyOn(browser, 'assign')`); jsdom cannot navigate.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
