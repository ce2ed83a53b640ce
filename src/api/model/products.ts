// The products page: its settings, and the categories with their products.
import { image, list, pdf, price, record, required, richText, text } from './kinds';

export const productsSettings = record({
  label: 'Products page',
  screen: 'products',
  fields: {
    main_title: text('Title', 'The page’s main heading.'),
    main_image: image('Banner picture'),
    products_title: text('Products title', 'The heading above the category chips.'),
  },
});

const productFeatures = list({
  label: 'Details',
  help: 'The product window’s accordion: one titled section each.',
  itemLabel: 'Detail',
  ids: true,
  linked: true,
  item: {
    title: text('Title'),
    content: richText('Text'),
  },
});

const products = list({
  label: 'Products',
  itemLabel: 'Product',
  ids: true,
  linked: true,
  item: {
    title: text('Name'),
    price: price('Price', 'A number, or text such as "$24".'),
    size: text('Size', 'For example "350 ml / 11.8 fl oz".'),
    description: richText('Description'),
    featured_image: image('Main picture', 'Shown in the product grid.'),
    images: list({
      label: 'Pictures',
      help: 'The product window’s gallery, in this order.',
      of: required(image('Picture')),
      sentAsJson: true,
    }),
    product_features: productFeatures,
  },
});

export const productCategories = list({
  label: 'Product categories',
  help: 'The chips on the products page; each shows its catalogue and its products.',
  screen: 'products',
  itemLabel: 'Category',
  ids: true,
  linked: true,
  item: {
    title: text('Name'),
    description: richText('Description'),
    pdf_file: pdf('Catalogue', 'A PDF shown as a flipbook.'),
    products,
  },
});
