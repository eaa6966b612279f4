// framer-motion's animation and layout code, loaded after the page is up (LazyMotion in _app):
// pages that never animate a card never pay for it before their load event.
import { domMax } from 'framer-motion';

export default domMax;
