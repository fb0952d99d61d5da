/*---
section: "I.4.6"
clause: rtti.no-type-info-device
description: "A host function template compares std::type_info objects of its argument types; device code in the same file does not touch std::type_info."
verdict: ok
---*/
#include <typeinfo>

template <typename A, typename B> bool same_type(const A &, const B &) { return typeid(A) == typeid(B); }

__global__ void kern(int *out) { *out = sizeof(int); }

bool host_check(void) { return same_type(1, 2) && !same_type(1, 2.0); }
