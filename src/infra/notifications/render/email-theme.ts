// The product's colours for email (mail clients know no oklch): the site's palette in hex, and
// the dark-mode overrides for clients that honour prefers-color-scheme.
export const theme = {
  page: '#fcf9f2',
  card: '#ffffff',
  text: '#2b2545',
  muted: '#6b6680',
  border: '#e6dccb',
  accent: '#a35a1a',
  accentText: '#fffdf8',
  passage: '#f7f1e5',
  font: "Georgia, 'Times New Roman', serif",
  sans: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;

export const darkModeCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
body.lt-page { background-color: #fcf9f2; }
@media (prefers-color-scheme: dark) {
  .lt-page { background-color: #1c1a2e !important; }
  .lt-card { background-color: #26233d !important; border-color: #3a3657 !important; }
  .lt-text, .lt-heading { color: #f1ecdf !important; }
  .lt-muted { color: #b9b3cc !important; }
  .lt-passage { background-color: #302c4a !important; color: #f1ecdf !important; }
  .lt-button { background-color: #d98c45 !important; color: #1c1a2e !important; }
  .lt-link { color: #e8a867 !important; }
}`;
