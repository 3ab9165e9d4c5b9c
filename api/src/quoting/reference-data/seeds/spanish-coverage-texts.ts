/**
 * The Spanish of the seeded coverage texts (what is covered pages and the wizard's pop-ups), keyed
 * by the exact English wording of each title, body, list item and note. See `spanish.ts`.
 */
const TEXTS: Array<[string, string]> = [
  // Workers' compensation.
  ["Workers' Compensation", 'Compensación para trabajadores'],
  [
    "Workers' compensation pays for medical care and lost wages when an employee is hurt or becomes ill because of their job, and protects your business from most lawsuits over those injuries. Nearly every state requires it once you have employees.",
    'La compensación para trabajadores paga la atención médica y los salarios perdidos cuando un empleado se lesiona o enferma por su trabajo, y protege a su negocio de la mayoría de las demandas por esas lesiones. Casi todos los estados la exigen en cuanto usted tiene empleados.',
  ],
  [
    'Medical bills for work-related injuries and illnesses, from the first visit to rehabilitation',
    'Gastos médicos por lesiones y enfermedades relacionadas con el trabajo, desde la primera consulta hasta la rehabilitación',
  ],
  [
    'Part of the wages an employee loses while unable to work',
    'Parte del salario que un empleado pierde mientras no puede trabajar',
  ],
  [
    'Ongoing care and disability benefits after a lasting injury',
    'Atención continua y beneficios por discapacidad tras una lesión permanente',
  ],
  [
    'Death benefits and funeral costs for the family of a worker who dies from a job injury',
    'Beneficios por fallecimiento y gastos funerarios para la familia de un trabajador que muere por una lesión laboral',
  ],
  [
    "Employers' liability: your legal defense and damages if an employee sues over a work injury",
    'Responsabilidad patronal: su defensa legal y los daños si un empleado lo demanda por una lesión laboral',
  ],
  [
    'Injuries to independent contractors, who need their own coverage',
    'Lesiones de contratistas independientes, que necesitan su propia cobertura',
  ],
  [
    'Injuries caused by intoxication, drug use or horseplay',
    'Lesiones causadas por intoxicación, consumo de drogas o juegos bruscos',
  ],
  [
    'Self-inflicted injuries, or injuries while committing a crime',
    'Lesiones autoinfligidas o sufridas al cometer un delito',
  ],
  [
    'Injuries while commuting to and from work',
    'Lesiones durante el trayecto de ida y vuelta al trabajo',
  ],
  [
    'Damage to property, and injuries to customers or other people who are not your employees',
    'Daños a la propiedad y lesiones de clientes u otras personas que no son sus empleados',
  ],
  [
    'Premium is based on your payroll for each job classification. Ohio, North Dakota, Washington and Wyoming only sell workers\u2019 compensation through their state fund.',
    'La prima se calcula según su nómina en cada clasificación de trabajo. Ohio, Dakota del Norte, Washington y Wyoming solo venden compensación para trabajadores a través de su fondo estatal.',
  ],
  // General liability.
  ['General Liability', 'Responsabilidad civil general'],
  [
    'General liability protects your business when someone who is not an employee says you injured them or damaged their property, or that your advertising harmed them. It pays for your legal defense and for settlements or judgments up to your limits.',
    'La responsabilidad civil general protege a su negocio cuando alguien que no es su empleado afirma que usted le causó una lesión, dañó su propiedad o lo perjudicó con su publicidad. Paga su defensa legal y los acuerdos o sentencias hasta sus límites.',
  ],
  [
    'Injuries to customers, visitors and other third parties at your premises or job sites',
    'Lesiones de clientes, visitantes y otros terceros en su local o en sus obras',
  ],
  [
    "Damage you cause to other people's property while you work",
    'Daños que usted cause a la propiedad de otras personas mientras trabaja',
  ],
  [
    'Injuries or damage caused by products you sell or work you completed',
    'Lesiones o daños causados por productos que usted vende o por trabajos que terminó',
  ],
  [
    'Claims of libel, slander, copyright infringement in your advertising and similar personal injury',
    'Reclamos por difamación, calumnia, infracción de derechos de autor en su publicidad y otros daños personales similares',
  ],
  [
    'Legal defense costs, even if the claim turns out to be groundless',
    'Gastos de defensa legal, aunque el reclamo resulte infundado',
  ],
  [
    'Injuries to your own employees (covered by workers\u2019 compensation)',
    'Lesiones de sus propios empleados (las cubre la compensación para trabajadores)',
  ],
  [
    'Damage to your own property, tools or equipment',
    'Daños a su propia propiedad, herramientas o equipo',
  ],
  [
    'Mistakes in professional advice or services (professional liability)',
    'Errores en asesoría o servicios profesionales (responsabilidad profesional)',
  ],
  [
    'Accidents involving vehicles your business owns or uses (commercial auto)',
    'Accidentes con vehículos que su negocio posee o usa (auto comercial)',
  ],
  [
    'Intentional damage, and the cost of redoing faulty work itself',
    'Daños intencionales y el costo de rehacer un trabajo defectuoso',
  ],
  [
    'Many landlords, clients and general contractors ask for a certificate of insurance showing general liability before you start work.',
    'Muchos arrendadores, clientes y contratistas generales piden un certificado de seguro que muestre la responsabilidad civil general antes de que usted empiece a trabajar.',
  ],
  // Business owner's policy.
  ["Business Owner's Policy", 'Póliza para propietarios de negocios (BOP)'],
  [
    "A business owner's policy packages general liability with commercial property coverage and business income protection, usually for less than buying each on its own. It suits small businesses with a physical location, equipment or inventory.",
    'Una póliza para propietarios de negocios reúne la responsabilidad civil general con la cobertura de propiedad comercial y la protección de ingresos del negocio, normalmente por menos de lo que costaría comprar cada una por separado. Es adecuada para pequeños negocios con un local, equipo o inventario.',
  ],
  [
    'Everything general liability covers: third-party injuries, property damage and advertising injury',
    'Todo lo que cubre la responsabilidad civil general: lesiones a terceros, daños a la propiedad y daños por publicidad',
  ],
  [
    'Your building, if you own it, and your business personal property: equipment, furniture and inventory',
    'Su edificio, si es suyo, y los bienes de su negocio: equipo, muebles e inventario',
  ],
  [
    'Lost income and ongoing expenses while you cannot operate after a covered loss such as a fire',
    'Ingresos perdidos y gastos fijos mientras no puede operar después de una pérdida cubierta, como un incendio',
  ],
  [
    'Extra expenses to keep running, such as a temporary location',
    'Gastos adicionales para seguir operando, como un local temporal',
  ],
  [
    'Damage from fire, theft, vandalism, windstorm and hail, subject to the policy terms',
    'Daños por incendio, robo, vandalismo, vendaval y granizo, según los términos de la póliza',
  ],
  [
    'Floods and earthquakes, which need separate policies',
    'Inundaciones y terremotos, que necesitan pólizas aparte',
  ],
  [
    'Injuries to your employees (workers\u2019 compensation)',
    'Lesiones de sus empleados (compensación para trabajadores)',
  ],
  [
    'Vehicles (commercial auto) and professional mistakes (professional liability)',
    'Vehículos (auto comercial) y errores profesionales (responsabilidad profesional)',
  ],
  ['Wear and tear, mold and gradual deterioration', 'Desgaste, moho y deterioro gradual'],
  [
    'Cyber attacks and data breaches (cyber liability)',
    'Ataques cibernéticos y filtraciones de datos (responsabilidad cibernética)',
  ],
  [
    'Choose limits for your building and business personal property that match what it would cost to replace them today.',
    'Elija límites para su edificio y los bienes de su negocio que correspondan a lo que costaría reemplazarlos hoy.',
  ],
  // Cyber liability.
  ['Cyber Liability', 'Responsabilidad cibernética'],
  [
    'Cyber liability helps your business respond and recover when data is stolen, systems are locked by ransomware or a scam tricks you into sending money. It pays for experts, notifications, lost income and claims from people whose data was exposed.',
    'La responsabilidad cibernética ayuda a su negocio a responder y recuperarse cuando le roban datos, un ransomware bloquea sus sistemas o un fraude lo engaña para que envíe dinero. Paga a expertos, las notificaciones, los ingresos perdidos y los reclamos de las personas cuyos datos quedaron expuestos.',
  ],
  [
    'Forensic investigation, data recovery and restoring your systems after an attack',
    'Investigación forense, recuperación de datos y restauración de sus sistemas después de un ataque',
  ],
  [
    'Notifying affected customers, credit monitoring and a call center for them',
    'Notificación a los clientes afectados, monitoreo de crédito y un centro de llamadas para ellos',
  ],
  [
    'Ransomware response, including negotiation and, where lawful, the extortion payment',
    'Respuesta ante ransomware, incluida la negociación y, donde la ley lo permita, el pago de la extorsión',
  ],
  [
    'Business income lost while your systems are down',
    'Ingresos del negocio perdidos mientras sus sistemas no funcionan',
  ],
  [
    'Lawsuits and regulatory fines and penalties where insurable after a data breach',
    'Demandas, multas y sanciones regulatorias asegurables después de una filtración de datos',
  ],
  [
    'Funds lost to social engineering and fraudulent transfer instructions, up to the sublimit',
    'Fondos perdidos por ingeniería social e instrucciones de transferencia fraudulentas, hasta el sublímite',
  ],
  [
    'Upgrading your systems beyond their condition before the attack',
    'Mejorar sus sistemas más allá de su estado antes del ataque',
  ],
  [
    'Losses from attacks that happened before the policy started',
    'Pérdidas por ataques ocurridos antes del inicio de la póliza',
  ],
  [
    'Theft of your own intellectual property and its lost value',
    'Robo de su propia propiedad intelectual y su valor perdido',
  ],
  [
    'Physical damage to computers and other hardware (commercial property)',
    'Daños físicos a computadoras y otros equipos (propiedad comercial)',
  ],
  [
    'Failures of utilities and the internet infrastructure you rely on',
    'Fallas de los servicios públicos y de la infraestructura de internet de la que usted depende',
  ],
  [
    'Multi-factor authentication, regular offline backups and employee phishing training lower your premium and your risk.',
    'La autenticación de múltiples factores, las copias de seguridad periódicas sin conexión y la capacitación de los empleados sobre phishing reducen su prima y su riesgo.',
  ],
  // The wizard's pop-ups.
  ['Waiver of subrogation', 'Renuncia de subrogación'],
  [
    'A waiver of subrogation stops your insurer from recovering what it paid on a claim from a third party, such as the client whose site you worked at. Clients often require it in their contracts. A blanket waiver applies to every party your written contracts require it for, for a small additional premium.',
    'Una renuncia de subrogación impide que su aseguradora recupere de un tercero, como el cliente en cuya obra usted trabajó, lo que pagó por un reclamo. Los clientes suelen exigirla en sus contratos. Una renuncia general se aplica a todas las partes para las que sus contratos escritos la exigen, por una pequeña prima adicional.',
  ],
  ["Employers' liability limits", 'Límites de responsabilidad patronal'],
  [
    "Employers' liability covers lawsuits over employee injuries that workers' compensation does not settle. Limits are per accident, per policy for disease, and per employee for disease: 100k/500k/100k is standard, 500k/500k/500k and 1M/1M/1M cost slightly more. California requires 1M/1M/1M; Oregon requires at least 500k/500k/500k.",
    'La responsabilidad patronal cubre las demandas por lesiones de empleados que la compensación para trabajadores no resuelve. Los límites son por accidente, por póliza por enfermedad y por empleado por enfermedad: 100k/500k/100k es el estándar; 500k/500k/500k y 1M/1M/1M cuestan un poco más. California exige 1M/1M/1M; Oregón exige al menos 500k/500k/500k.',
  ],
  ['Including or excluding owners', 'Incluir o excluir a los propietarios'],
  [
    "Owners and officers can usually choose whether workers' compensation covers them. An included owner is protected if hurt on the job, and their payroll is added to the premium at the amount the state sets for owners. An excluded owner pays nothing for themselves but has no coverage. In Alaska, members owning under 10% are always included.",
    'Los propietarios y directivos normalmente pueden elegir si la compensación para trabajadores los cubre. Un propietario incluido está protegido si se lesiona en el trabajo, y su nómina se suma a la prima por el monto que el estado fija para los propietarios. Un propietario excluido no paga nada por sí mismo, pero no tiene cobertura. En Alaska, los miembros con menos del 10% de participación siempre están incluidos.',
  ],
  ['Blanket additional insured', 'Asegurado adicional general'],
  [
    'An additional insured is a person or company, often a client, landlord or general contractor, that your general liability policy also protects for claims arising from your work. A blanket endorsement adds everyone your written contracts require, without naming each one.',
    'Un asegurado adicional es una persona o empresa, a menudo un cliente, arrendador o contratista general, a quien su póliza de responsabilidad civil general también protege ante reclamos derivados de su trabajo. Un endoso general agrega a todos los que exigen sus contratos escritos, sin nombrar a cada uno.',
  ],
];

export const SPANISH_COVERAGE_TEXTS: ReadonlyMap<string, string> = new Map(TEXTS);
