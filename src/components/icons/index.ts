export { Icon, iconSpriteUrl, type IconProps } from './icon';
export * from './named-icons';
