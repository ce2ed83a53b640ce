import type { AboutSettings, TitledItem } from '../../api/types';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import './AboutProducts.css';

export interface AboutProductsProps {
  settings: AboutSettings;
  features: TitledItem[];
  brands: TitledItem[];
}

const titled = (items: TitledItem[]) => items.filter((item) => item.title?.trim());

export function AboutProducts({ settings, features, brands }: AboutProductsProps) {
  const title = settings.products_title?.trim();
  const description = settings.products_description;
  const image = settings.product_image;
  const featureList = titled(features);
  const brandList = titled(brands);
  if (!title && !description?.trim() && !image && featureList.length === 0 && brandList.length === 0) return null;

  return (
    <section className="about-products section" aria-labelledby={title ? 'about-products-title' : undefined}>
      <div className="container about-products__inner">
        <div className="about-products__text">
          {title && (
            <h2 id="about-products-title" className="about-products__title">
              {title}
            </h2>
          )}
          <RichText html={description} className="about-prose" />
          {featureList.length > 0 && (
            <ul className="about-products__features" aria-label="Product features">
              {featureList.map((feature, index) => (
                <li key={feature.id ?? index}>
                  <Icon name="check" size={20} />
                  {feature.title}
                </li>
              ))}
            </ul>
          )}
          {brandList.length > 0 && (
            <ul className="about-products__brands" aria-label="Brands">
              {brandList.map((brand, index) => (
                <li key={brand.id ?? index}>{brand.title}</li>
              ))}
            </ul>
          )}
        </div>
        {image && (
          <div className="about-products__image">
            <Picture path={image} alt="" width={720} height={900} sizes="(min-width: 62em) 36vw, 86vw" />
          </div>
        )}
      </div>
    </section>
  );
}
