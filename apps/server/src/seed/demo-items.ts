import { buildVariants, skuFromName, type Tier } from '@haligi/shared';
import type { Db } from '../db/client';
import { items } from '../db/schema';

/** [name, uom, estimated buying price, selling price, size, tags, description] */
type DemoItem = [string, string, string, string, string, string[], string];

/** A Philippine construction catalogue at 2025 Metro Manila hardware prices (pesos, VAT included). */
export const DEMO_ITEMS: DemoItem[] = [
  ['Portland Cement Type 1 40kg', 'bag', '265.00', '290.00', '40', ['CEMENT'], 'Type 1 Portland cement for structural concrete, 40 kg bag'],
  ['Masonry Cement 40kg', 'bag', '238.00', '260.00', '40', ['CEMENT'], 'For CHB laying and plastering, 40 kg bag'],
  ['Washed Sand', 'cu.m', '1450.00', '1650.00', '1', ['AGGREGATES'], 'Washed river sand, delivered per cubic meter'],
  ['Gravel 3/4"', 'cu.m', '1650.00', '1850.00', '1', ['AGGREGATES'], 'Crushed gravel 3/4 inch, per cubic meter'],
  ['Ready-Mix Concrete 3000 psi', 'cu.m', '5200.00', '5600.00', '1', ['CONCRETE'], 'Class A 3000 psi at 28 days, pumped'],
  ['Concrete Hollow Block 4"', 'pc', '16.00', '18.00', '4', ['MASONRY'], 'Load-bearing CHB 4 x 8 x 16 in'],
  ['Concrete Hollow Block 6"', 'pc', '24.00', '27.00', '6', ['MASONRY'], 'Load-bearing CHB 6 x 8 x 16 in'],
  ['Marine Plywood 1/2" 4x8', 'sheet', '1050.00', '1180.00', '0.5', ['WOOD', 'PLYWOOD'], 'Marine plywood 12 mm, 4 x 8 ft'],
  ['Marine Plywood 3/4" 4x8', 'sheet', '1450.00', '1620.00', '0.75', ['WOOD', 'PLYWOOD'], 'Marine plywood 18 mm, 4 x 8 ft'],
  ['Ordinary Plywood 1/4" 4x8', 'sheet', '420.00', '470.00', '0.25', ['WOOD', 'PLYWOOD'], 'Ordinary plywood 6 mm, 4 x 8 ft'],
  ['Phenolic Board 3/4" 4x8', 'sheet', '1350.00', '1500.00', '0.75', ['WOOD', 'FORMWORKS'], 'Film-faced phenolic board for formworks'],
  ['Coco Lumber 2x3x10', 'pc', '165.00', '185.00', '10', ['WOOD', 'FORMWORKS'], 'Coconut lumber 2 x 3 in x 10 ft'],
  ['Good Lumber 2x2x8', 'pc', '210.00', '240.00', '8', ['WOOD'], 'Kiln-dried lauan 2 x 2 in x 8 ft'],
  ['Pre-painted Long Span Roofing', 'lm', '385.00', '430.00', '1', ['ROOFING'], 'Rib-type pre-painted roofing 0.4 mm, per linear meter'],
  ['C-Purlin 2x4 Ga. 16 6m', 'length', '850.00', '940.00', '6', ['STEEL', 'ROOFING'], 'Cold-formed C-purlin 50 x 100 mm, 1.5 mm, 6 m'],
  ['Angle Bar 1-1/2" x 1/8" 6m', 'length', '720.00', '800.00', '6', ['STEEL'], 'Mild steel angle bar, 6 m'],
  ['Tie Wire #16', 'kg', '95.00', '110.00', '1', ['STEEL', 'REBAR'], 'Galvanised tie wire gauge 16'],
  ['Common Wire Nail 2"', 'kg', '85.00', '98.00', '2', ['NAILS'], 'Common wire nails 2 inch'],
  ['Common Wire Nail 3"', 'kg', '85.00', '98.00', '3', ['NAILS'], 'Common wire nails 3 inch'],
  ['Common Wire Nail 4"', 'kg', '85.00', '98.00', '4', ['NAILS'], 'Common wire nails 4 inch'],
  ['Concrete Nail 2"', 'kg', '110.00', '125.00', '2', ['NAILS'], 'Hardened concrete nails 2 inch'],
  ['Gypsum Board 1/2" 4x8', 'sheet', '480.00', '540.00', '0.5', ['CEILING', 'DRYWALL'], 'Regular gypsum board 12 mm, 4 x 8 ft'],
  ['Fiber Cement Board 4.5mm 4x8', 'sheet', '520.00', '580.00', '4.5', ['CEILING'], 'Fiber cement flat sheet 4.5 mm, 4 x 8 ft'],
  ['Metal Furring 0.5mm 5m', 'length', '115.00', '130.00', '5', ['CEILING', 'STEEL'], 'Metal furring channel 0.5 mm, 5 m'],
  ['PVC Pipe 4" x 3m Series 1000', 'length', '560.00', '620.00', '3', ['PLUMBING'], 'Sanitary PVC pipe 100 mm, 3 m'],
  ['PVC Pipe 2" x 3m Series 1000', 'length', '255.00', '285.00', '3', ['PLUMBING'], 'Sanitary PVC pipe 50 mm, 3 m'],
  ['PPR Pipe 1/2" x 4m', 'length', '185.00', '210.00', '4', ['PLUMBING'], 'PPR water line PN20, 20 mm, 4 m'],
  ['THHN Wire 3.5mm² 150m', 'roll', '3650.00', '3990.00', '150', ['ELECTRICAL'], 'Stranded copper THHN/THWN-2 3.5 mm², 150 m roll'],
  ['THHN Wire 2.0mm² 150m', 'roll', '2300.00', '2550.00', '150', ['ELECTRICAL'], 'Solid copper THHN/THWN-2 2.0 mm², 150 m roll'],
  ['Circuit Breaker 20A Bolt-on', 'pc', '450.00', '520.00', '1', ['ELECTRICAL'], 'Single-pole 20 A bolt-on breaker'],
  ['Duplex Convenience Outlet', 'pc', '125.00', '150.00', '1', ['ELECTRICAL'], 'Duplex universal outlet with plate'],
  ['Ceramic Floor Tile 60x60', 'box', '520.00', '590.00', '4', ['TILES', 'FINISHING'], 'Matte ceramic floor tile 60 x 60 cm, 4 pieces per box'],
  ['Tile Adhesive 25kg', 'bag', '380.00', '420.00', '25', ['TILES', 'FINISHING'], 'Cement-based tile adhesive, 25 kg'],
  ['Tile Grout 2kg', 'pack', '95.00', '110.00', '2', ['TILES', 'FINISHING'], 'Non-shrink tile grout, 2 kg'],
  ['Skim Coat 20kg', 'bag', '420.00', '470.00', '20', ['FINISHING'], 'Cementitious skim coat for walls, 20 kg'],
  ['Elastomeric Waterproofing 4L', 'gal', '985.00', '1090.00', '4', ['WATERPROOFING'], 'Elastomeric roof and wall coating, 4 L'],
  ['Roof Sealant 300ml', 'tube', '185.00', '210.00', '0.3', ['ROOFING', 'WATERPROOFING'], 'Polyurethane roof sealant cartridge'],
  ['Paint Thinner 1 gal', 'gal', '480.00', '530.00', '1', ['PAINT'], 'Lacquer thinner, 1 gallon'],
  ['Welding Rod 6013 1/8"', 'kg', '185.00', '210.00', '1', ['STEEL', 'CONSUMABLES'], 'E6013 electrodes 3.2 mm'],
  ['Cut-off Disc 14"', 'pc', '225.00', '260.00', '14', ['CONSUMABLES'], 'Abrasive cut-off wheel 355 mm'],
  ['Safety Helmet', 'pc', '185.00', '220.00', '1', ['PPE'], 'Class E hard hat with ratchet suspension'],
  ['Door Hinge 4x4', 'pair', '110.00', '130.00', '4', ['HARDWARE'], 'Stainless butt hinge 4 x 4 in'],
];

/** An item with variations: its tiers and the estimated buying price of each combination, in product order. */
interface DemoVariationItem {
  name: string;
  uom: string;
  tags: string[];
  description: string;
  tiers: Tier[];
  prices: string[];
}

export const DEMO_VARIATION_ITEMS: DemoVariationItem[] = [
  {
    name: 'Deformed Bar 6m',
    uom: 'length',
    tags: ['STEEL', 'REBAR'],
    description: 'Reinforcing steel bar (PNS 49), 6 m length',
    tiers: [
      { key: 'Size', attributes: ['10mm', '12mm', '16mm', '20mm'] },
      { key: 'Grade', attributes: ['Grade 33', 'Grade 40', 'Grade 60'] },
    ],
    prices: ['165.00', '185.00', '210.00', '240.00', '265.00', '295.00', '420.00', '460.00', '510.00', '650.00', '710.00', '790.00'],
  },
  {
    name: 'Acrylic Latex Paint',
    uom: 'can',
    tags: ['PAINT', 'FINISHING'],
    description: 'Water-based acrylic latex, flat finish, for interior and exterior walls',
    tiers: [
      { key: 'Color', attributes: ['White', 'Cream', 'Light Gray'] },
      { key: 'Size', attributes: ['1L', '4L', '16L'] },
    ],
    prices: ['290.00', '980.00', '3650.00', '305.00', '1020.00', '3790.00', '305.00', '1020.00', '3790.00'],
  },
  {
    name: 'GI Corrugated Sheet',
    uom: 'sheet',
    tags: ['ROOFING', 'STEEL'],
    description: 'Galvanised iron corrugated roofing sheet',
    tiers: [
      { key: 'Gauge', attributes: ['Ga. 26', 'Ga. 24'] },
      { key: 'Length', attributes: ['8ft', '10ft', '12ft'] },
    ],
    prices: ['480.00', '600.00', '720.00', '620.00', '775.00', '930.00'],
  },
];

/**
 * Minimum stock levels the demo company keeps (the rest have none, 0): its reorder points for
 * fast-moving materials. After the demo movements cement, gravel, 3.5 mm² wire and the 16 mm
 * Grade 40 bars are under theirs, so the dashboard's low-stock list has something to show.
 */
export const DEMO_MINIMUM_STOCK: Record<string, string> = {
  'Portland Cement Type 1 40kg': '500',
  'Gravel 3/4"': '40',
  'Concrete Hollow Block 4"': '1000',
  'Marine Plywood 3/4" 4x8': '100',
  'THHN Wire 3.5mm² 150m': '20',
  'Safety Helmet': '100',
  'Deformed Bar 6m 16mm Grade 40': '150',
};

/** Selling price: the buying price plus 10%, to the peso. */
const markUp = (price: string) => (Math.round(Number(price) * 1.1 * 100) / 100).toFixed(2);

/** The demo company's catalogue: simple items, then items with variations (parents and their variants). */
export async function createDemoItems(db: Db, companyId: number) {
  await db.insert(items).values(
    DEMO_ITEMS.map(([name, uom, estimatedBuyingPrice, sellingPrice, size, tags, description]) => ({
      companyId,
      name,
      sku: skuFromName(name.replace(/["²]/g, '')),
      description,
      estimatedBuyingPrice,
      sellingPrice,
      size,
      uom,
      tags,
      minimumStockLevel: DEMO_MINIMUM_STOCK[name] ?? '0',
    })),
  );
  for (const demo of DEMO_VARIATION_ITEMS) {
    const variants = buildVariants(demo.name, demo.tiers);
    const [parent] = await db
      .insert(items)
      .values({
        companyId,
        name: demo.name,
        sku: skuFromName(demo.name),
        description: demo.description,
        uom: demo.uom,
        tags: demo.tags,
        tiers: demo.tiers,
        variationCount: variants.length,
      })
      .returning({ id: items.id });
    await db.insert(items).values(
      variants.map((v, i) => ({
        companyId,
        parentId: parent.id,
        name: v.name,
        sku: v.sku.replace(/\./g, ''),
        description: v.description,
        estimatedBuyingPrice: demo.prices[i],
        sellingPrice: markUp(demo.prices[i]),
        uom: demo.uom,
        variation: v.variation,
        minimumStockLevel: DEMO_MINIMUM_STOCK[v.name] ?? '0',
      })),
    );
  }
}
