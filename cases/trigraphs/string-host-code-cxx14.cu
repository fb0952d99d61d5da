/*---
section: I.4.12
clause: trigraph.not-supported
description: "Host code in a .cu file: the string literal \"??!\" keeps its three characters under -std=c++14."
verdict: ok
std: c++14
---*/
static_assert(sizeof("??!") == 4, "no trigraph replacement");
const char *host_msg(void) { return "??!"; }
