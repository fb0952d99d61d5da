/*---
section: I.4.9.8
clause: global.no-operator
description: "Declaring operator~ on an enumeration as a __global__ function is rejected."
verdict: error
---*/
enum E { A, B };
__global__ void operator~(E e) { } // expect-error
