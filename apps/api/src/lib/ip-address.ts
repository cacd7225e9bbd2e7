/** An IPv4 address seen through an IPv6 socket (::ffff:127.0.0.1) is the IPv4 address (allowlists compare these). */
export const normaliseIp = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
