import type { AboutSettings, TitledItem } from '../../api/types';
import { Icon } from '../../ui/Icon';
import { SplitSection } from '../../ui/SplitSection';
import './AboutProducts.css';

export interface AboutProductsProps {
  settings: AboutSettings;
  features: TitledItem[];
  brands: TitledItem[];
}

const titled = (items: TitledItem[]) => items.filter((item) => item.title?.trim());

export function AboutProducts({ settings, features, brands }: AboutProductsProps) {
  const featureList = titled(features);
  const brandList = titled(brands);

  return (
    <SplitSection
      block="about-products"
      wideText
      descriptionClassName="about-prose"
      title={settings.products_title}
      description={settings.products_description}
      image={{ path: settings.product_image, width: 720, height: 900, sizes: '(min-width: 62em) 36vw, 86vw' }}
      portrait
    >
      {featureList.length > 0 && (
        <ul className="about-products__features plain-list" aria-label="Product features">
          {featureList.map((feature, index) => (
            <li key={feature.id ?? index}>
              <Icon name="check" size={20} />
              {feature.title}
            </li>
          ))}
        </ul>
      )}
      {brandList.length > 0 && (
        <ul className="about-products__brands inline-list" aria-label="Brands">
          {brandList.map((brand, index) => (
            <li key={brand.id ?? index}>{brand.title}</li>
          ))}
        </ul>
      )}
    </SplitSection>
  );
}
