// What the screen shows beyond the content, gathered from every slice that holds it: the layout's
// (the menu) and each feature's. A slice whose code has not loaded yet counts as its initial state,
// so that the same screen reads the same whenever the chunks arrived.
import { contactSlice } from '../../features/contact/contactSlice';
import { productsSlice } from '../../features/products/productsSlice';
import { catalogueSlice } from '../../flipbook/catalogueSlice';
import { imageViewerSlice } from '../../state/imageViewerSlice';
import type { RootState } from '../../state/rootReducer';

export function screenStateOf(state: RootState) {
  return {
    ui: state.ui,
    imageViewer: imageViewerSlice.selectSlice(state),
    products: productsSlice.selectSlice(state),
    catalogue: catalogueSlice.selectSlice(state),
    contact: contactSlice.selectSlice(state),
  };
}
