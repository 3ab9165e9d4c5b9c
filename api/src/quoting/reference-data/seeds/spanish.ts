/**
 * The Spanish of the seeded reference texts visitors and clients read (questions, their answer
 * labels and help, coverage texts), keyed by the exact English wording. The English stored in the
 * database stays the text staff edit; a reader asking for Spanish gets the entry for the current
 * English wording, so a wording staff change has no entry and reads in English rather than as a
 * stale translation.
 */
const QUESTIONS: Array<[string, string]> = [
  // Payroll, workers' compensation.
  [
    'Estimated gross annual payroll for this class code, in dollars',
    'Nómina bruta anual estimada para este código de clasificación, en dólares',
  ],
  [
    'Wages, salaries, commissions and bonuses before taxes; exclude included owners, who are added separately.',
    'Sueldos, salarios, comisiones y bonos antes de impuestos; no incluya a los propietarios incluidos, que se agregan por separado.',
  ],
  [
    'Number of full-time employees in this class code',
    'Número de empleados de tiempo completo en este código de clasificación',
  ],
  [
    'Number of part-time employees in this class code',
    'Número de empleados de medio tiempo en este código de clasificación',
  ],
  ['Do you hire subcontractors for this work?', '¿Contrata subcontratistas para este trabajo?'],
  [
    'Estimated annual cost of subcontractors, in dollars',
    'Costo anual estimado de subcontratistas, en dólares',
  ],
  [
    'Enter 0 when you hire none. Uninsured subcontractors may be added to your payroll at audit.',
    'Escriba 0 si no contrata ninguno. Los subcontratistas sin seguro pueden agregarse a su nómina en la auditoría.',
  ],
  [
    'Do all your subcontractors carry their own workers\u2019 compensation?',
    '¿Todos sus subcontratistas tienen su propia compensación para trabajadores?',
  ],
  ['How often do you run payroll?', '¿Con qué frecuencia paga la nómina?'],
  ['Weekly', 'Semanal'],
  ['Every two weeks', 'Cada dos semanas'],
  ['Twice a month', 'Dos veces al mes'],
  ['Monthly', 'Mensual'],
  // Payroll, general liability and business owner's policy.
  ['Estimated gross annual sales, in dollars', 'Ventas brutas anuales estimadas, en dólares'],
  ['Estimated gross annual payroll, in dollars', 'Nómina bruta anual estimada, en dólares'],
  // Employers' underwriting.
  [
    'Does any employee work above three stories or 30 feet?',
    '¿Algún empleado trabaja a más de tres pisos o 30 pies de altura?',
  ],
  [
    'Does any employee work below ground, in trenches deeper than 5 feet or in confined spaces?',
    '¿Algún empleado trabaja bajo tierra, en zanjas de más de 5 pies de profundidad o en espacios confinados?',
  ],
  [
    'Do employees handle hazardous materials, explosives or asbestos?',
    '¿Sus empleados manejan materiales peligrosos, explosivos o asbesto?',
  ],
  [
    'Do employees travel or work outside the states listed on the application?',
    '¿Sus empleados viajan o trabajan fuera de los estados indicados en la solicitud?',
  ],
  [
    'Do you employ seasonal, temporary or leased workers?',
    '¿Tiene trabajadores de temporada, temporales o arrendados?',
  ],
  ['Do you employ anyone under 16 years old?', '¿Emplea a alguna persona menor de 16 años?'],
  [
    'Do you offer group health insurance to employees?',
    '¿Ofrece seguro médico colectivo a sus empleados?',
  ],
  ['Do you have a written safety program?', '¿Tiene un programa de seguridad por escrito?'],
  [
    'Has workers\u2019 compensation coverage been declined, cancelled or not renewed in the last three years?',
    '¿En los últimos tres años le han rechazado, cancelado o no renovado una cobertura de compensación para trabajadores?',
  ],
  [
    'Do employees drive company or personal vehicles for work?',
    '¿Sus empleados conducen vehículos de la empresa o personales para trabajar?',
  ],
  [
    'How many years has the business operated under current ownership?',
    '¿Cuántos años ha operado el negocio con los propietarios actuales?',
  ],
  [
    'Briefly describe what your employees do day to day',
    'Describa brevemente lo que hacen sus empleados en el día a día',
  ],
  // Employers' owner questions.
  [
    'Does this owner do the same physical work as employees?',
    '¿Este propietario hace el mismo trabajo físico que los empleados?',
  ],
  [
    'Hours this owner works in the business each week',
    'Horas que este propietario trabaja en el negocio cada semana',
  ],
  [
    'Is this owner covered by workers\u2019 compensation through another business?',
    '¿Este propietario tiene compensación para trabajadores por medio de otro negocio?',
  ],
  [
    'Which best describes this owner\u2019s duties?',
    '¿Qué describe mejor las funciones de este propietario?',
  ],
  ['Office and management only', 'Solo oficina y administración'],
  ['Outside sales and estimating', 'Ventas externas y presupuestos'],
  ['Field or hands-on work', 'Trabajo de campo o manual'],
  ['A mix of office and field work', 'Una combinación de oficina y trabajo de campo'],
  // General liability and business owner's policy underwriting.
  [
    'Do customers or the public visit your premises?',
    '¿Sus clientes o el público visitan su local?',
  ],
  [
    "Do you or your employees work at customers' homes or job sites?",
    '¿Usted o sus empleados trabajan en casas de clientes o en obras?',
  ],
  [
    'Do you make, import or sell products under your own name?',
    '¿Fabrica, importa o vende productos con su propia marca?',
  ],
  ['Do you hire subcontractors?', '¿Contrata subcontratistas?'],
  ['Do you sell or serve alcohol?', '¿Vende o sirve bebidas alcohólicas?'],
  [
    'Has liability coverage been declined, cancelled or not renewed in the last three years?',
    '¿En los últimos tres años le han rechazado, cancelado o no renovado una cobertura de responsabilidad civil?',
  ],
  ['Briefly describe what your business does', 'Describa brevemente a qué se dedica su negocio'],
  [
    'Do your premises have a central-station burglar alarm?',
    '¿Su local tiene una alarma contra robo conectada a una central de monitoreo?',
  ],
  ['Is there commercial cooking on the premises?', '¿Se cocina de forma comercial en el local?'],
  // Cyber underwriting.
  [
    'Do you require multi-factor authentication for email and remote access?',
    '¿Exige autenticación de múltiples factores para el correo electrónico y el acceso remoto?',
  ],
  [
    'Do you run endpoint detection and response (EDR) software on your computers?',
    '¿Usa software de detección y respuesta en endpoints (EDR) en sus computadoras?',
  ],
  [
    'Do you keep regular backups offline or in a separate cloud account?',
    '¿Hace copias de seguridad periódicas sin conexión o en una cuenta de nube separada?',
  ],
  [
    'Do employees take phishing and security awareness training at least once a year?',
    '¿Sus empleados reciben capacitación sobre phishing y seguridad al menos una vez al año?',
  ],
  ['Do you accept payment cards?', '¿Acepta pagos con tarjeta?'],
  [
    'About how many records with personal information (customers and employees) do you keep?',
    '¿Aproximadamente cuántos registros con información personal (de clientes y empleados) conserva?',
  ],
];

export const SPANISH_QUESTION_TEXTS: ReadonlyMap<string, string> = new Map(QUESTIONS);
