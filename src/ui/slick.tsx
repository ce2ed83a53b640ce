// react-slick and its structural CSS, kept together so they load as one lazy chunk and only on
// pages that show a carousel. slick-theme.css is left out: it pulls fonts and a gif from elsewhere.
import 'slick-carousel/slick/slick.css';

export { default } from 'react-slick';
