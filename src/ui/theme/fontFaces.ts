// Poppins' @font-face rules (the files are bundled, latin subset, font-display: swap). Imported by
// the browser's entry (app/main.tsx), so the build links them from every page's first paint, a
// page in islands included (it loads no GlobalStyle script), and by GlobalStyle for Storybook.
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
