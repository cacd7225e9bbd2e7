import type { MarketAlertContent, NewCapitalProject, NewInvestmentOpportunity } from '@ctp/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS } from './seed';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Demo geopolitical alerts, with how long ago each was published. Fictional events written the way a
 * desk analyst would, for development only, and labelled as examples wherever they are shown.
 */
const DEMO_ALERTS: ReadonlyArray<{ ago: number; alert: MarketAlertContent }> = [
  {
    ago: 3 * HOUR,
    alert: {
      title: 'Strait of Hormuz: war-risk premiums jump after a tanker is detained',
      summary:
        'War-risk cover for VLCCs transiting the strait rose to about 0.5% of hull value after a product tanker was held near Bandar Abbas. Around a fifth of seaborne crude passes the strait: expect a wider Brent–Dubai spread and firmer Fujairah bunker and EN590 premiums while the vessel is held.',
      region: 'Middle East',
      impact: 'High',
      commodities: ['Crude Oil', 'EN590', 'Gold'],
    },
  },
  {
    ago: 9 * HOUR,
    alert: {
      title: 'Red Sea diversions add two weeks to Gulf diesel cargoes for Europe',
      summary:
        'Product tankers loading in the Arabian Gulf keep routing around the Cape of Good Hope, adding 10–14 days to Rotterdam arrivals. LR2 freight rose roughly 30% week on week. Buyers of EN590 and Jet A1 into Northwest Europe should allow later laycans and check demurrage terms.',
      region: 'Red Sea',
      impact: 'High',
      commodities: ['EN590', 'Jet A1'],
    },
  },
  {
    ago: 1 * DAY + 4 * HOUR,
    alert: {
      title: 'OPEC+ expected to extend voluntary output cuts into next quarter',
      summary:
        'Delegates signal that the group’s voluntary cuts of about 2.2 million barrels a day are likely to roll over at this week’s ministerial meeting. An extension is largely priced in; a surprise unwinding would weigh on Brent’s prompt spreads.',
      region: 'Global',
      impact: 'Medium',
      commodities: ['Crude Oil', 'Fuel Oil'],
    },
  },
  {
    ago: 2 * DAY,
    alert: {
      title: 'Central-bank gold buying stays strong for a sixth straight month',
      summary:
        'Official-sector purchases remain well above the five-year average, led by emerging-market reserve managers diversifying away from the dollar. Steady central-bank demand continues to cushion gold on dollar rallies.',
      region: 'Asia',
      impact: 'Medium',
      commodities: ['Gold'],
    },
  },
  {
    ago: 2 * DAY + 6 * HOUR,
    alert: {
      title: 'Dollar firms ahead of the Federal Reserve rate decision',
      summary:
        'The USD index gained for a third session as markets trimmed bets on a rate cut. A hawkish hold would pressure gold in dollar terms; Gulf buyers pricing in USD are less exposed than European and Asian buyers.',
      region: 'North America',
      impact: 'Medium',
      commodities: ['USD', 'Gold'],
    },
  },
  {
    ago: 4 * DAY,
    alert: {
      title: 'Swiss refinery maintenance tightens kilobar supply',
      summary:
        'Scheduled maintenance at two Ticino refineries trims kilobar output for about three weeks. Premiums for 1 kg bars in Dubai and Hong Kong may widen by $1–2 an ounce; large bars are unaffected.',
      region: 'Europe',
      impact: 'Low',
      commodities: ['Gold'],
    },
  },
  {
    ago: 6 * DAY,
    alert: {
      title: 'Ghana consults on a sliding-scale gold royalty',
      summary:
        'The minerals commission opened consultation on a royalty that rises with the gold price. Existing stability agreements are expected to be honoured, but new streaming and royalty deals in Ghana should model the proposed scale.',
      region: 'West Africa',
      impact: 'Low',
      commodities: ['Gold'],
    },
  },
];

/** Demo streaming and royalty opportunities (fictional operators, realistic terms). */
const DEMO_OPPORTUNITIES: ReadonlyArray<{ ago: number; opportunity: NewInvestmentOpportunity }> = [
  {
    ago: 2 * DAY,
    opportunity: {
      title: 'Ashanti Ridge Gold Stream',
      structure: 'Streaming',
      commodity: 'Gold',
      region: 'Ashanti Belt, Ghana',
      operator: 'Ashanti Ridge Mining Ltd',
      minInvestment: 2_500_000,
      facilitySize: 85_000_000,
      expectedReturn: { min: 11, max: 14 },
      termMonths: 120,
      status: 'Production',
      riskLevel: 'Medium',
      summary: 'A stream on 6% of payable gold from an open-pit mine in its fourth year of production, with a plant expansion under way.',
      details:
        'Ashanti Ridge is an open-pit gold mine on the Ashanti Belt that has poured more than 420,000 ounces since first gold. The operator is raising an $85 million stream to fund a 30% expansion of its carbon-in-leach plant and a new tailings facility; the expanded plant is due within 18 months.\n\n' +
        'Stream holders receive 6% of payable gold until 90,000 ounces have been delivered, and 4% for the rest of the mine’s life, paying 20% of the spot price on delivery. Deliveries are monthly, to an LBMA-accredited refinery in Switzerland.\n\n' +
        'The mine holds Probable Reserves of 1.4 million ounces at 1.72 g/t and an all-in sustaining cost of about $1,150 an ounce. The main risks are the expansion schedule and Ghana’s proposed sliding-scale royalty, which existing stability agreements are expected to shield.',
      keyTerms: [
        '6% of payable gold until 90,000 oz delivered, 4% thereafter',
        'Ongoing payment: 20% of spot gold on delivery',
        'Monthly delivery to an LBMA-accredited refinery in Switzerland',
        'Completion test on the plant expansion within 24 months',
        'Security: first-ranking charge over the mine and plant',
      ],
    },
  },
  {
    ago: 5 * DAY,
    opportunity: {
      title: 'Sonora Copper–Silver Royalty',
      structure: 'Royalty',
      commodity: 'Copper',
      region: 'Sonora, Mexico',
      operator: 'Minera Desierto Alto S.A. de C.V.',
      minInvestment: 1_000_000,
      facilitySize: 40_000_000,
      expectedReturn: { min: 9, max: 12 },
      termMonths: 180,
      status: 'Production',
      riskLevel: 'Low',
      summary: 'A 1.5% net smelter return royalty on a producing copper–silver mine with a long reserve life and low costs.',
      details:
        'Desierto Alto is a heap-leach and SX-EW copper operation producing about 38,000 tonnes of cathode a year, with silver recovered from a flotation circuit. It has operated for nine years and sits in the lowest quartile of the global cost curve.\n\n' +
        'Investors acquire a 1.5% net smelter return royalty on all copper and silver produced from the concession. Royalties are paid quarterly in US dollars, with no exposure to operating or capital costs.\n\n' +
        'Proven and Probable Reserves support 17 more years of production, and exploration drilling to the north is extending the oxide cap. The main risk is the copper price itself; Mexico’s mining-law reform left existing concessions unchanged.',
      keyTerms: [
        '1.5% net smelter return on copper and silver',
        'Quarterly payment in USD',
        'No exposure to operating or sustaining capital',
        'Covers the full concession, including future discoveries',
      ],
    },
  },
  {
    ago: 8 * DAY,
    opportunity: {
      title: 'Atacama Lithium Brine Royalty',
      structure: 'Royalty',
      commodity: 'Lithium',
      region: 'Antofagasta, Chile',
      operator: 'Salar Norte Lithium SpA',
      minInvestment: 5_000_000,
      facilitySize: 60_000_000,
      expectedReturn: { min: 14, max: 18 },
      termMonths: 144,
      status: 'Development',
      riskLevel: 'Medium-High',
      summary: 'A gross revenue royalty on a direct-lithium-extraction project moving from pilot plant to first commercial module.',
      details:
        'Salar Norte is developing a brine project in the Atacama with a direct lithium extraction flowsheet, which returns spent brine to the salar instead of evaporating it. A pilot plant has run for 14 months at recoveries above 90%.\n\n' +
        'The $60 million facility buys a 2.0% gross revenue royalty on lithium carbonate sold from the first two 20,000-tonne modules, stepping down to 1.0% after $150 million has been paid.\n\n' +
        'Returns depend on the lithium price and on scaling the extraction technology; construction of module one is fully permitted and funded by equity and an export-credit facility. The operator holds a long-term lease agreement with the state development agency.',
      keyTerms: [
        '2.0% gross revenue royalty, stepping to 1.0% after $150M paid',
        'Covers modules one and two (40,000 t LCE a year)',
        'Quarterly payment in USD',
        'Information rights: monthly production and recovery reports',
      ],
    },
  },
  {
    ago: 12 * DAY,
    opportunity: {
      title: 'Pilbara Gold Pre-production Stream',
      structure: 'Streaming',
      commodity: 'Gold',
      region: 'Western Australia',
      operator: 'Red Spinifex Resources Ltd',
      minInvestment: 3_000_000,
      facilitySize: 120_000_000,
      expectedReturn: { min: 15, max: 19 },
      termMonths: 96,
      status: 'Pre-production',
      riskLevel: 'Medium-High',
      summary: 'Construction-stage funding for an underground gold mine, repaid in gold from first pour.',
      details:
        'Red Spinifex is building an underground mine and 1.5 Mtpa processing plant in the Pilbara with first gold expected in 14 months. The definitive feasibility study shows 110,000 ounces a year over an eight-year life.\n\n' +
        'The stream advances $120 million in three tranches tied to construction milestones. In return, holders receive 8% of payable gold at 10% of spot until 1.5 times the deposit has been repaid, then 3% for the life of the mine.\n\n' +
        'Higher returns reflect construction and ramp-up risk. An independent engineer certifies each drawdown, and a cost-overrun facility is committed by the operator’s largest shareholder.',
      keyTerms: [
        '$120M deposit in three milestone tranches',
        '8% of payable gold at 10% of spot until 1.5× repaid, then 3%',
        'Independent engineer certifies each drawdown',
        'Committed $20M cost-overrun facility',
      ],
    },
  },
  {
    ago: 16 * DAY,
    opportunity: {
      title: 'Copperbelt Cobalt Stream',
      structure: 'Streaming',
      commodity: 'Cobalt',
      region: 'Copperbelt, Zambia',
      operator: 'Kafue Basin Metals plc',
      minInvestment: 10_000_000,
      facilitySize: 150_000_000,
      expectedReturn: { min: 18, max: 24 },
      termMonths: 84,
      status: 'Construction',
      riskLevel: 'High',
      summary: 'A cobalt stream financing a hydroxide circuit at an established copper mine in Zambia.',
      details:
        'Kafue Basin operates an underground copper mine producing 60,000 tonnes a year and is adding a circuit to recover cobalt hydroxide from tailings and fresh ore. Construction is 40% complete.\n\n' +
        'The $150 million stream is repaid with 35% of payable cobalt at 18% of the reference price until 2,400 tonnes have been delivered. Deliveries are shipped through Dar es Salaam to offtakers in Asia.\n\n' +
        'The higher return reflects cobalt price volatility, logistics through the Lobito and Dar es Salaam corridors, and Zambian fiscal policy. A political-risk policy from a multilateral insurer covers expropriation and currency transfer.',
      keyTerms: [
        '35% of payable cobalt at 18% of the reference price until 2,400 t delivered',
        'Political-risk insurance from a multilateral agency',
        'Parent-company guarantee until the circuit passes its completion test',
        'Offtake to investment-grade buyers in Asia',
      ],
    },
  },
];

/** Demo projects seeking development capital, $5M–$500M (fictional developers). */
const DEMO_PROJECTS: ReadonlyArray<{ ago: number; project: NewCapitalProject }> = [
  {
    ago: 1 * DAY,
    project: {
      name: 'Nsuta Hills Gold Project',
      commodity: 'Gold',
      region: 'Western Region, Ghana',
      developer: 'Nsuta Hills Gold Ltd',
      stage: 'Feasibility',
      seekingAmount: 145_000_000,
      metrics: {
        reserves: '1.9 Moz Au (Probable)',
        grade: '1.65 g/t Au',
        mineLifeYears: 11,
        irrPercent: 27.5,
        npv: 412_000_000,
        initialCapex: 310_000_000,
        annualProduction: '165,000 oz Au a year',
      },
      summary: 'An open-pit gold project with a completed feasibility study, seeking the senior stream or royalty tranche of its construction package.',
      details:
        'Nsuta Hills is a brownfield open-pit project 40 km from an operating port, with grid power and a trained local workforce. The feasibility study, completed this year, supports a 4.5 Mtpa carbon-in-leach plant.\n\n' +
        'The developer is raising $310 million: $145 million from a stream or royalty, with the rest from project debt and equity. The environmental permit was granted in the second quarter and the mining lease runs for 15 years, renewable.\n\n' +
        'At a $2,000 gold price the study shows a post-tax NPV (5%) of $412 million and an all-in sustaining cost of $1,080 an ounce.',
      useOfFunds: ['Process plant and tailings facility: $190M', 'Mining fleet and pre-strip: $70M', 'Power line and camp: $30M', 'Owner’s costs and contingency: $20M'],
    },
  },
  {
    ago: 3 * DAY,
    project: {
      name: 'Duqm Chromite Project',
      commodity: 'Chromite',
      region: 'Al Wusta, Oman',
      developer: 'Wusta Minerals LLC',
      stage: 'Development',
      seekingAmount: 24_000_000,
      metrics: {
        reserves: '4.2 Mt ore (Proven and Probable)',
        grade: '38% Cr₂O₃',
        mineLifeYears: 14,
        irrPercent: 31,
        npv: 96_000_000,
        initialCapex: 58_000_000,
        annualProduction: '300,000 t concentrate a year',
      },
      summary: 'A chromite mine and concentrator near the Port of Duqm, with offtake to ferrochrome smelters in the region.',
      details:
        'Wusta Minerals holds a 25-year mining licence for a podiform chromite deposit 90 km from the Port of Duqm. A gravity concentrator will upgrade the ore to a 46% metallurgical-grade concentrate.\n\n' +
        'The $24 million sought completes a $58 million budget already backed by shareholder equity and an Omani development bank. Offtake heads of terms cover 70% of the first five years’ output.\n\n' +
        'Low strip ratios and the short haul to a deep-water port keep costs in the first quartile. The main risks are chrome-ore prices and ramp-up of the concentrator.',
      useOfFunds: ['Gravity concentrator: $14M', 'Haul road and port storage: $6M', 'Working capital: $4M'],
    },
  },
  {
    ago: 6 * DAY,
    project: {
      name: 'Cerro Alto Copper Project',
      commodity: 'Copper',
      region: 'Arequipa, Peru',
      developer: 'Cerro Alto Copper Corp.',
      stage: 'Pre-feasibility',
      seekingAmount: 38_000_000,
      metrics: {
        reserves: '2.4 Mt contained Cu (Probable)',
        grade: '0.52% Cu',
        mineLifeYears: 22,
        irrPercent: 19.8,
        npv: 780_000_000,
        initialCapex: 1_100_000_000,
        annualProduction: '95,000 t Cu a year',
      },
      summary: 'A porphyry copper project seeking capital to complete its feasibility study, permits and early works.',
      details:
        'Cerro Alto is a porphyry copper–molybdenum deposit at 3,800 m in southern Peru, within trucking distance of the port of Matarani. The pre-feasibility study outlines a 60,000 t/d concentrator over a 22-year life.\n\n' +
        'The $38 million raise funds the feasibility study, the environmental impact assessment, community agreements and early water-supply works. Investors would receive a royalty or a stream on by-product molybdenum and silver, to be agreed.\n\n' +
        'The project’s size makes it a candidate for a major partner at construction. Community relations and water permits are the principal risks; agreements with two of three local communities are signed.',
      useOfFunds: ['Feasibility study and infill drilling: $18M', 'Environmental impact assessment: $7M', 'Community agreements and programmes: $6M', 'Water-supply early works: $7M'],
    },
  },
  {
    ago: 10 * DAY,
    project: {
      name: 'Kgalagadi Manganese Expansion',
      commodity: 'Manganese',
      region: 'Northern Cape, South Africa',
      developer: 'Kgalagadi Manganese (Pty) Ltd',
      stage: 'Construction',
      seekingAmount: 62_000_000,
      metrics: {
        reserves: '38 Mt ore (Proven and Probable)',
        grade: '36.5% Mn',
        mineLifeYears: 18,
        irrPercent: 22.4,
        npv: 240_000_000,
        initialCapex: 175_000_000,
        annualProduction: '1.8 Mt ore a year',
      },
      summary: 'Expansion of a producing manganese mine, with the shaft and plant under construction and rail capacity secured.',
      details:
        'Kgalagadi operates a producing underground manganese mine in the Kalahari Manganese Field and is sinking a second shaft to lift output from 1.1 to 1.8 million tonnes a year. The shaft is 55% complete.\n\n' +
        'The $62 million sought closes the remaining gap in the $175 million expansion budget. A long-term rail allocation to Port Elizabeth has been secured for the added tonnes.\n\n' +
        'A construction-stage project with an operating history, Kgalagadi carries moderate risk; the main sensitivities are the manganese ore price and rail performance.',
      useOfFunds: ['Second shaft completion: $38M', 'Processing plant upgrade: $16M', 'Rail siding and load-out: $8M'],
    },
  },
  {
    ago: 14 * DAY,
    project: {
      name: 'Sohar Copper VMS Exploration',
      commodity: 'Copper',
      region: 'Al Batinah, Oman',
      developer: 'Batinah Exploration LLC',
      stage: 'Exploration',
      seekingAmount: 6_500_000,
      metrics: {
        reserves: 'Inferred resource: 8.5 Mt at 1.9% Cu (no reserves yet)',
        grade: '1.9% Cu, 0.6 g/t Au',
        mineLifeYears: 8,
        irrPercent: 34,
        npv: 58_000_000,
        initialCapex: 72_000_000,
        annualProduction: '14,000 t Cu a year (scoping study)',
      },
      summary: 'Drilling funds to turn a high-grade volcanogenic massive sulphide discovery near Sohar into a resource that supports a mine.',
      details:
        'Batinah Exploration has drilled 14,000 m on a copper-gold volcanogenic massive sulphide system in the Oman ophiolite, the belt that has been mined for copper since antiquity. A scoping study on the inferred resource points to a small high-grade underground mine trucking ore to an existing concentrator.\n\n' +
        'The $6.5 million raise funds 20,000 m of infill and step-out drilling, metallurgical testing and a pre-feasibility study over 18 months. Investors would receive a royalty on future production.\n\n' +
        'As an exploration project it carries the highest risk in our list: the resource is inferred, and the scoping study’s economics are preliminary.',
      useOfFunds: ['Infill and step-out drilling: $4.2M', 'Metallurgical testing: $0.8M', 'Pre-feasibility study: $1.5M'],
    },
  },
];

/**
 * On a development database without them, creates the demo alerts, opportunities and projects through the same
 * collections the desk's Content tab uses (so every row passes the shared schemas), published and marked as examples:
 * the portals label them as fictional and refuse inquiries about them. Never in production (server.ts).
 */
export async function seedDevelopmentMarkets(
  services: Pick<FastifyInstance, 'users' | 'investments' | 'marketAlerts'>,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): Promise<void> {
  const { marketAlerts: alerts, investments } = services;
  const adminEmail = DEMO_ACCOUNTS.find((a) => a.role === 'admin')?.email;
  const admin = adminEmail ? await services.users.findByEmail(adminEmail) : undefined;
  const example = (ago: number) => ({ createdBy: admin?.id ?? null, publishedAt: new Date(now() - ago).toISOString(), example: true });
  const seeded: string[] = [];

  if ((await alerts.count()) === 0) {
    for (const { ago, alert } of DEMO_ALERTS) await alerts.content.create(alert, example(ago));
    seeded.push(`${DEMO_ALERTS.length} example market alerts`);
  }
  const counts = await investments.counts();
  if (counts.opportunities === 0) {
    for (const { ago, opportunity } of DEMO_OPPORTUNITIES) await investments.content.opportunities.create(opportunity, example(ago));
    seeded.push(`${DEMO_OPPORTUNITIES.length} example investment opportunities`);
  }
  if (counts.projects === 0) {
    for (const { ago, project } of DEMO_PROJECTS) await investments.content.projects.create(project, example(ago));
    seeded.push(`${DEMO_PROJECTS.length} example projects seeking capital`);
  }
  if (seeded.length > 0) log.info(`Development database seeded with ${seeded.join(', ')}`);
}
