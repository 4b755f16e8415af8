/** Brand and model as one name ("NVIDIA GeForce RTX 4090"), as the catalogue's listings name a product. */
export function productName(hit: { brand: string; model: string }): string {
  return hit.model.toLowerCase().startsWith(hit.brand.toLowerCase()) ? hit.model : `${hit.brand} ${hit.model}`;
}
