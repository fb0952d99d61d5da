/*---
section: "I.4.6"
clause: rtti.no-typeid-device
description: "typeid used inside an unannotated lambda in a host function (host code), beside a kernel that does not use it."
verdict: ok
std: c++14
---*/
#include <typeinfo>

__global__ void kern(float *p) { *p = 1.0f; }

const char *host_name(void) {
    auto name_of = [](auto v) { return typeid(v).name(); };
    return name_of(2.0f);
}
