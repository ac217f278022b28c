// react-pdf's layout (@react-pdf/layout 5.2, fetchImage) asks the global `Buffer.isBuffer` after
// it has read an <Image>'s source, in a browser too, where there is no `Buffer`: the logo was
// drawn, but the ReferenceError was caught and logged ('Buffer is not defined') and the picture
// left without its cache key. Upstream: diegomura/react-pdf pull 3274 (open). Node has the global
// (there this import is Node's own module and nothing changes); a browser gets the `buffer`
// package's, the polyfill react-pdf's maintainers point to. Imported by the document, so every
// place that renders it, server or browser, has it.
import { Buffer } from 'buffer';

if (typeof globalThis.Buffer === 'undefined') {
  globalThis.Buffer = Buffer as unknown as typeof globalThis.Buffer;
}
