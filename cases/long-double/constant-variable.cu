/*---
section: I.4.14
clause: long-double.not-in-device
description: "A __constant__ variable of type long double is diagnosed."
verdict: diagnose
---*/
__constant__ long double c = 1.0L; // expect-diag
